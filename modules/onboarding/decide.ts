import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { statusRank, type QuestionnaireStatus } from './contract';
import { questionnaireStreams, type OnboardingEvent } from './events';
import type { PackageType } from './package-types';
import { missingRequired, questionIds, visibleAnswers, type Answers } from './questions';
import { evaluate, sameEvaluation, type Evaluation } from './rules/evaluate';

/** What onboarding's rules need to know of one questionnaire, folded from its stream. */
export interface QuestionnaireState {
  exists: boolean;
  status: QuestionnaireStatus;
  answers: Answers;
  evaluation: Evaluation | null;
  selectedPackage: PackageType | null;
  userId: string | null;
  /** When it was last saved (its stream's last event), for the retention of leads. */
  lastSavedAt: string | null;
  /** Erased after its retention: nothing more happens on the stream. */
  erased: boolean;
}

export const initialQuestionnaireState = (): QuestionnaireState => ({
  exists: false,
  status: 'lead',
  answers: {},
  evaluation: null,
  selectedPackage: null,
  userId: null,
  lastSavedAt: null,
  erased: false,
});

const atLeast = (current: QuestionnaireStatus, floor: QuestionnaireStatus): QuestionnaireStatus =>
  statusRank(current) >= statusRank(floor) ? current : floor;

export function evolve(state: QuestionnaireState, e: OnboardingEvent): QuestionnaireState {
  return { ...evolveFacts(state, e), lastSavedAt: e.data.at };
}

function evolveFacts(state: QuestionnaireState, e: OnboardingEvent): QuestionnaireState {
  switch (e.type) {
    case 'QuestionnaireCreated':
      return { ...initialQuestionnaireState(), exists: true, answers: e.data.answers };
    case 'AnswersUpdated':
      return { ...state, answers: e.data.answers };
    case 'QuestionnaireCompleted':
      return { ...state, status: atLeast(state.status, 'questionnaire') };
    case 'QuestionnaireEvaluated': {
      const { recommendedPackage, leadScore, coachingBrief } = e.data;
      return { ...state, evaluation: { recommendedPackage, leadScore, coachingBrief } };
    }
    case 'PackageSelected':
      return { ...state, selectedPackage: e.data.selectedPackage, status: atLeast(state.status, 'package') };
    case 'ConsultationRequested':
      return { ...state, status: atLeast(state.status, 'request_sent') };
    case 'QuestionnaireConverted':
      return { ...state, userId: e.data.userId, status: 'converted' };
    case 'QuestionnaireErased':
      return { ...initialQuestionnaireState(), erased: true };
    default:
      return unreachable(e);
  }
}

/** Who is asking: whether they showed the questionnaire's edit capability, and who is signed in. */
export interface Actor {
  capabilityValid: boolean;
  userId: string | null;
}

/** What a save asks for; every part optional. `answers` replaces the saved answers. */
export interface QuestionnaireChanges {
  answers?: Answers;
  status?: QuestionnaireStatus;
  selectedPackage?: PackageType | null;
  userId?: string | null;
}

export type OnboardingCommand =
  | { type: 'CreateQuestionnaire'; questionnaireId: string; changes: QuestionnaireChanges; actor: Actor; now: Date }
  | { type: 'UpdateQuestionnaire'; questionnaireId: string; changes: QuestionnaireChanges; actor: Actor; now: Date }
  | { type: 'EraseExpiredLead'; questionnaireId: string; now: Date };

export type OnboardingError =
  | 'AlreadyExists'
  | 'NotFound'
  | 'Forbidden'
  | 'Incomplete'
  | 'SignInRequired'
  | 'UserMismatch'
  | 'AlreadyLinked'
  | 'NotExpired';

/**
 * A visitor's questionnaire that was never linked to an account is erased this many months after
 * its last save (the Datenschutzerklärung, section 5, says so). A linked one is the account's and
 * goes with it.
 */
export const LEAD_RETENTION_MONTHS = 6;

/** Leads last saved before this moment are due: `now` less the retention, by the calendar (UTC). */
export function leadsDueBefore(now: Date): Date {
  const due = new Date(now);
  due.setUTCMonth(due.getUTCMonth() - LEAD_RETENTION_MONTHS);
  return due;
}

/** The capability holder may edit; so may the user the questionnaire is linked to. Nobody else. */
function mayEdit(state: QuestionnaireState, actor: Actor): boolean {
  return actor.capabilityValid || (state.userId !== null && actor.userId === state.userId);
}

/** Reading: whoever may edit, and admins. */
export function mayRead(state: QuestionnaireState, actor: Actor & { isAdmin: boolean }): boolean {
  return actor.isAdmin || mayEdit(state, actor);
}

function sameAnswers(a: Answers, b: Answers): boolean {
  return questionIds.every((id) => JSON.stringify(a[id] ?? null) === JSON.stringify(b[id] ?? null));
}

/**
 * Pure: the events a command causes on one questionnaire's stream, or the rule it breaks. A save
 * may move the status forward by several steps at once (a re-created questionnaire arrives with
 * its final status); the steps in between are recorded in order. A status never moves back: a
 * save naming an earlier one keeps the current status.
 */
function decide(command: OnboardingCommand, state: QuestionnaireState): OnboardingEvent[] | OnboardingError {
  const at = command.now.toISOString();
  const id = command.questionnaireId;
  if (command.type === 'CreateQuestionnaire') {
    // Create-once: a second create on the same stream must fail, not append again (nor after its erasure).
    if (state.exists || state.erased) return 'AlreadyExists';
    const { answers = {}, ...rest } = command.changes;
    const created: OnboardingEvent = {
      type: 'QuestionnaireCreated',
      data: { questionnaireId: id, answers: visibleAnswers(answers), at },
    };
    const more = applyChanges(evolve(state, created), rest, { ...command.actor, capabilityValid: true }, id, at);
    return typeof more === 'string' ? more : [created, ...more];
  }
  if (!state.exists) return 'NotFound';
  if (command.type === 'EraseExpiredLead') {
    if (state.userId !== null) return 'AlreadyLinked';
    // A save since the sweep read its list (under the stream's lock now) keeps it another six months.
    if (state.lastSavedAt === null || Date.parse(state.lastSavedAt) > leadsDueBefore(command.now).getTime())
      return 'NotExpired';
    return [{ type: 'QuestionnaireErased', data: { questionnaireId: id, at } }];
  }
  if (!mayEdit(state, command.actor)) return 'Forbidden';
  return applyChanges(state, command.changes, command.actor, id, at);
}

function applyChanges(
  start: QuestionnaireState,
  changes: QuestionnaireChanges,
  actor: Actor,
  questionnaireId: string,
  at: string,
): OnboardingEvent[] | OnboardingError {
  const events: OnboardingEvent[] = [];
  let s = start;
  const record = (e: OnboardingEvent) => {
    events.push(e);
    s = evolve(s, e);
  };
  const audience = () => ({ status: s.status, userId: s.userId });

  const converting = changes.status === 'converted' || (changes.userId ?? null) !== null;
  if (converting) {
    if (!actor.userId) return 'SignInRequired';
    if (changes.userId && changes.userId !== actor.userId) return 'UserMismatch';
    if (s.userId !== null && s.userId !== actor.userId) return 'AlreadyLinked';
  }
  const target = Math.max(
    statusRank(s.status),
    statusRank(changes.status ?? 'lead'),
    changes.selectedPackage ? statusRank('package') : 0,
    converting ? statusRank('converted') : 0,
  );

  if (changes.answers !== undefined) {
    const answers = visibleAnswers(changes.answers);
    if (!sameAnswers(answers, s.answers))
      record({ type: 'AnswersUpdated', data: { questionnaireId, answers, at, ...audience() } });
  }
  if (target >= statusRank('questionnaire') && missingRequired(s.answers).length > 0) return 'Incomplete';
  if (target < statusRank('questionnaire')) return events;

  if (statusRank(s.status) < statusRank('questionnaire'))
    record({ type: 'QuestionnaireCompleted', data: { questionnaireId, at } });
  const evaluation = evaluate(s.answers);
  if (!sameEvaluation(evaluation, s.evaluation))
    record({ type: 'QuestionnaireEvaluated', data: { questionnaireId, ...evaluation, at, ...audience() } });

  // Step 2: 'Weiter' without a choice takes the recommendation.
  const choice =
    changes.selectedPackage ??
    (target >= statusRank('package') && s.selectedPackage === null ? evaluation.recommendedPackage : null);
  if (choice !== null && choice !== s.selectedPackage) {
    record({
      type: 'PackageSelected',
      data: { questionnaireId, selectedPackage: choice, at, status: atLeast(s.status, 'package'), userId: s.userId },
    });
  }
  if (target >= statusRank('request_sent') && statusRank(s.status) < statusRank('request_sent')) {
    record({ type: 'ConsultationRequested', data: { questionnaireId, at } });
  }
  if (converting && s.userId === null && actor.userId)
    record({ type: 'QuestionnaireConverted', data: { questionnaireId, userId: actor.userId, at } });
  return events;
}

/** A questionnaire's stream, for the command kernel. */
export const questionnaireDecider = defineDecider(questionnaireStreams, initialQuestionnaireState, evolve, decide);
