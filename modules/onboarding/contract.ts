import { z } from 'zod';
import { pageFields } from '../../lib/list-query';
import { packageTypes } from './package-types';
import {
  businessStatusOptions,
  challengeOptions,
  commitmentOptions,
  focusOptions,
  leadershipBlockadeOptions,
  maxLengths,
  revenueOptions,
  supportTypeOptions,
  teamSizeOptions,
  timelineOptions,
  yesNoOptions,
  type Answers,
  type QuestionOption,
} from './questions';
import type { OnboardingEvent } from './events';
import { requestFilters } from './contract/request-filters';
import { questionnaireStatuses } from './contract/requests';
import { oneLineOnly } from '../../lib/german/text';

// Isomorphic: the only file of this module the web app imports. The question set, the package types
// and the recommendation live in their own files and are re-exported here.

export * from './questions';
export * from './package-types';
export * from './contract/request-filters';
export * from './contract/requests';
export { recommendPackage } from './rules/recommendation';
export type { CoachingBrief } from './rules/coaching-brief';

export const messages = {
  notFound: 'Fragebogen nicht gefunden.',
  alreadyExists: 'Diesen Fragebogen gibt es bereits.',
  noQuestionnaire: 'Kein Fragebogen vorhanden',
  forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
  incomplete: 'Bitte beantworten Sie zuerst alle Pflichtfragen.',
  signInToConvert: 'Bitte melden Sie sich an, um den Fragebogen mit Ihrem Konto zu verknüpfen.',
  userMismatch: 'Der Fragebogen kann nur mit Ihrem eigenen Konto verknüpft werden.',
  alreadyLinked: 'Dieser Fragebogen ist bereits mit einem anderen Konto verknüpft.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  invalidOption: 'Bitte wählen Sie eine der angebotenen Antworten.',
} as const;

/** Texts of the wizard screens that the spec fixes (spec 01 §2, §4, §8). */
export const wizardTexts = {
  /**
   * Art. 13 DSGVO where contact data is first typed (issue 32): why, on what ground, that it is
   * kept as it is typed; who is responsible and the rest are behind the links.
   */
  privacyNotice:
    'Ihre Angaben verwenden wir, um Ihnen eine passende Empfehlung zu geben und Sie für das kostenlose Erstgespräch zu kontaktieren (Art. 6 Abs. 1 lit. b DSGVO). Sie werden gespeichert, sobald Sie sie eingeben. Wer verantwortlich ist, wie lange wir Daten aufbewahren und welche Rechte Sie haben, lesen Sie in der',
  finish: 'Analyse abschließen',
  next: 'Weiter',
  customPackage: 'Individuelles Paket zusammenstellen',
  progressSaved: 'Fortschritt gespeichert',
  alreadySignedIn: 'Bereits angemeldet',
  registrationFailedTitle: 'Fehler bei der Registrierung',
  registrationFailedText: 'Möglicherweise ist die E-Mail bereits registriert.',
  almostDoneTitle: 'Fast geschafft!',
  registrationSuccess: 'Registrierung erfolgreich',
} as const;

/** Constants of spec 01 §9 and §4 for the wizard and its saving. */
export const wizardConstants = {
  steps: 4,
  saveDebounceMs: 3000,
  saveMinGapMs: 2000,
  redirectAfterRegistrationMs: 2000,
  /** The local-storage key the answers are also kept under. */
  storageKey: 'onboarding',
} as const;

/** The capability header a client without the cookie sends (the cookie is httpOnly). */
export const editTokenHeader = 'x-questionnaire-token';

// ---- request schemas -------------------------------------------------------------------------

const text = (max: number) =>
  z
    .string()
    .max(max, messages.tooLong(max))
    .nullish()
    .transform((v) => (v == null ? undefined : v));
/** Name, e-mail, phone, company: one line each, without bidi controls (lib/german/text.ts). */
const line = (max: number) =>
  oneLineOnly(z.string().max(max, messages.tooLong(max)))
    .nullish()
    .transform((v) => (v == null ? undefined : v));
const single = <T extends readonly QuestionOption[]>(options: T) =>
  z
    .enum(options.map((o) => o.id) as [T[number]['id'], ...T[number]['id'][]], { error: messages.invalidOption })
    .nullish()
    .transform((v) => (v == null ? undefined : v));
const multi = <T extends readonly QuestionOption[]>(options: T) =>
  z
    .array(
      z.enum(options.map((o) => o.id) as [T[number]['id'], ...T[number]['id'][]], { error: messages.invalidOption }),
    )
    .max(options.length, messages.invalidOption)
    .nullish()
    .transform((v) => (v == null ? undefined : [...new Set(v)]));

/** Every answer optional (saved while the wizard is filled in); only lengths and option ids are checked here. */
export const answersSchema = z.object({
  name: line(maxLengths.text),
  email: line(maxLengths.email),
  phone: line(maxLengths.phone),
  company: line(maxLengths.text),
  businessStatus: single(businessStatusOptions),
  teamSize: single(teamSizeOptions),
  revenue: single(revenueOptions),
  focus: single(focusOptions),
  leadsPeople: single(yesNoOptions),
  leadershipBlockades: multi(leadershipBlockadeOptions),
  challenges: multi(challengeOptions),
  goals: text(maxLengths.longtext),
  timeline: single(timelineOptions),
  commitment: single(commitmentOptions),
  supportType: single(supportTypeOptions),
  notes: text(maxLengths.longtext),
}) satisfies z.ZodType<Answers, unknown>;

const changes = {
  status: z.enum(questionnaireStatuses, { error: 'Unbekannter Status.' }).optional(),
  selectedPackage: z.enum(packageTypes, { error: 'Unbekanntes Paket.' }).nullish(),
  userId: z.uuid({ error: 'Ungültige Benutzerkennung.' }).nullish(),
};

/** POST /api/questionnaires: answers plus (optionally) status, chosen package and, to convert, the user id. */
export const createQuestionnaireRequest = z.object({ answers: answersSchema.prefault({}), ...changes });
export type CreateQuestionnaireRequest = z.input<typeof createQuestionnaireRequest>;

/** PUT /api/questionnaires/{id}: any of answers (replacing the saved ones), status, package; or userId with status converted. */
export const updateQuestionnaireRequest = z.object({ answers: answersSchema.optional(), ...changes });
export type UpdateQuestionnaireRequest = z.input<typeof updateQuestionnaireRequest>;

export const downloadFormats = ['docx', 'txt'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];
export const downloadQuery = z.object({
  format: z.enum(downloadFormats, { error: 'Format docx oder txt.' }).default('docx'),
});

// ---- response schemas ------------------------------------------------------------------------

export const responseItemSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.union([z.string(), z.array(z.string())]),
  answerLabel: z.string(),
  /** Multi-choice answers only: one label per chosen option. */
  answerLabels: z.array(z.string()).optional(),
  answeredAt: z.string(),
});
export type ResponseItem = z.infer<typeof responseItemSchema>;

const coachingBriefSchema = z.object({
  strategicChallenges: z.array(z.string()).max(3),
  developmentReadiness: z.string(),
  commitmentLevel: z.string(),
  entrepreneurType: z.string(),
  transformationGoals: z.string(),
  coachingApproach: z.string(),
  conversationOpeners: z.array(z.string()).max(2),
});

/** What the visitor holding the capability (or the linked user) reads: no lead score, no brief. */
export const questionnaireViewSchema = z.object({
  id: z.string(),
  status: z.enum(questionnaireStatuses),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  responses: z.array(responseItemSchema),
  recommendedPackage: z.enum(packageTypes).nullable(),
  selectedPackage: z.enum(packageTypes).nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type QuestionnaireView = z.infer<typeof questionnaireViewSchema>;

/** What an admin reads: everything, with lead score, coaching brief and the dates of the flow. */
export const questionnaireAdminViewSchema = questionnaireViewSchema.extend({
  leadScore: z.number().nullable(),
  coachingBrief: coachingBriefSchema.nullable(),
  completedAt: z.string().nullable(),
  requestedAt: z.string().nullable(),
  convertedAt: z.string().nullable(),
});
export type QuestionnaireAdminView = z.infer<typeof questionnaireAdminViewSchema>;

export const createQuestionnaireResponse = z.object({
  id: z.string(),
  editToken: z.string(),
  questionnaire: questionnaireViewSchema,
});
export type CreateQuestionnaireResponse = z.infer<typeof createQuestionnaireResponse>;
export const updateQuestionnaireResponse = z.object({ id: z.string(), questionnaire: questionnaireViewSchema });
export type UpdateQuestionnaireResponse = z.infer<typeof updateQuestionnaireResponse>;
export const getQuestionnaireResponse = z.object({
  questionnaire: z.union([questionnaireAdminViewSchema, questionnaireViewSchema]),
});

/**
 * One row of the admin's list of leads: every questionnaire, the requests (request_sent and
 * converted) first by lead score, then the incomplete ones (`incomplete`), newest first.
 */
export const questionnaireRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  status: z.enum(questionnaireStatuses),
  leadScore: z.number().nullable(),
  recommendedPackage: z.enum(packageTypes).nullable(),
  selectedPackage: z.enum(packageTypes).nullable(),
  userId: z.string().nullable(),
  requestedAt: z.string().nullable(),
  updatedAt: z.string(),
  incomplete: z.boolean(),
});
export type QuestionnaireRequest = z.infer<typeof questionnaireRequestSchema>;
/** GET /api/questionnaires/requests: one page of the list and how many match in all (issue 17). */
export const questionnaireRequestsResponse = z.object({
  requests: z.array(questionnaireRequestSchema),
  total: z.number(),
});

/** GET /api/questionnaires/requests?q=&filter=&limit=&offset= */
export const requestListQuery = z.object({
  /** free text over name, e-mail and company (control characters: refused for every query, json-body.ts) */
  q: z.string().trim().max(200, 'Höchstens 200 Zeichen.').optional().default(''),
  filter: z.enum(requestFilters, { error: 'Unbekannter Filter.' }).optional().default('all'),
  ...pageFields,
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type OnboardingEventType = OnboardingEvent['type'];

export * from './email-status';
