import { z } from 'zod';
import {
  answersSchema,
  packageTypes,
  questionIds,
  questionnaireStatuses,
  statusRank,
  wizardConstants,
  type Answers,
  type PackageType,
  type QuestionId,
  type QuestionnaireStatus,
} from '../../../../../modules/onboarding/contract';

// The wizard's progress in localStorage under the onboarding key (spec 01 §3, §4), so a reload
// continues where the visitor was. No credential is kept here: the edit capability travels in
// an httpOnly cookie.

export interface WizardProgress {
  questionnaireId: string | null;
  answers: Answers;
  currentQuestionId: QuestionId;
  status: QuestionnaireStatus;
  selectedPackage: PackageType | null;
}

export const emptyProgress = (): WizardProgress => ({
  questionnaireId: null,
  answers: {},
  currentQuestionId: questionIds[0],
  status: 'lead',
  selectedPackage: null,
});

// Each part falls back on its own, so one damaged value does not throw the rest away.
const storedSchema = z.object({
  questionnaireId: z.string().min(1).nullable().catch(null),
  answers: answersSchema.catch(() => answersSchema.parse({})),
  currentQuestionId: z.enum(questionIds).catch(questionIds[0]),
  status: z.enum(questionnaireStatuses).catch('lead'),
  selectedPackage: z.enum(packageTypes).nullable().catch(null),
});

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** Stored progress, or null when there is none, it is unreadable, or it is completed (converted). */
export function readProgress(storage: ReadableStorage): WizardProgress | null {
  let raw: string | null;
  try {
    raw = storage.getItem(wizardConstants.storageKey);
  } catch {
    return null; // storage blocked (private mode)
  }
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object') return null;
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return null;
  // Completed progress is not restored (spec 01 §4): the wizard starts afresh.
  if (parsed.data.status === 'converted') return null;
  return parsed.data;
}

export function writeProgress(storage: WritableStorage, progress: WizardProgress): void {
  try {
    storage.setItem(wizardConstants.storageKey, JSON.stringify(progress));
  } catch {
    // Full or blocked storage: the server copy still holds the answers.
  }
}

export function clearProgress(storage: WritableStorage): void {
  try {
    storage.removeItem(wizardConstants.storageKey);
  } catch {
    // nothing to clear
  }
}

/** The furthest wizard step this status allows: the package needs the questions, and so on. */
export function furthestStep(status: QuestionnaireStatus): 1 | 2 | 3 | 4 {
  if (statusRank(status) >= statusRank('request_sent')) return 4;
  if (statusRank(status) >= statusRank('package')) return 3;
  if (statusRank(status) >= statusRank('questionnaire')) return 2;
  return 1;
}

/** The later of two statuses: the flow never moves back. */
export function laterStatus(a: QuestionnaireStatus, b: QuestionnaireStatus): QuestionnaireStatus {
  return statusRank(a) >= statusRank(b) ? a : b;
}
