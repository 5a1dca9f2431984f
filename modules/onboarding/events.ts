import type { PackageType, RecommendedPackage } from './package-types';
import type { Answers } from './questions';
import type { CoachingBrief } from './rules/coaching-brief';
import type { QuestionnaireStatus } from './contract';
import { aggregateStreams, type NewEvent } from '../../server/eventstore';

// Onboarding's events, on one stream per questionnaire. The edit capability is never in the log.
// Events after the start carry `status` (after the event) and the linked `userId`, so the push
// rules know their audience without state.

/** What happened to a questionnaire, and when. */
interface QuestionnaireFact {
  questionnaireId: string;
  at: string;
}
interface Audience {
  status: QuestionnaireStatus;
  userId: string | null;
}

export type QuestionnaireCreated = NewEvent<'QuestionnaireCreated', QuestionnaireFact & { answers: Answers }>;
export type AnswersUpdated = NewEvent<'AnswersUpdated', QuestionnaireFact & { answers: Answers } & Audience>;
export type QuestionnaireCompleted = NewEvent<'QuestionnaireCompleted', QuestionnaireFact>;
export type QuestionnaireEvaluated = NewEvent<
  'QuestionnaireEvaluated',
  QuestionnaireFact & {
    recommendedPackage: RecommendedPackage;
    leadScore: number;
    coachingBrief: CoachingBrief;
  } & Audience
>;
export type PackageSelected = NewEvent<
  'PackageSelected',
  QuestionnaireFact & { selectedPackage: PackageType } & Audience
>;
export type ConsultationRequested = NewEvent<'ConsultationRequested', QuestionnaireFact>;
export type QuestionnaireConverted = NewEvent<'QuestionnaireConverted', QuestionnaireFact & { userId: string }>;
/** A lead never linked to an account, past its retention: its key is shredded, its row gone. */
export type QuestionnaireErased = NewEvent<'QuestionnaireErased', QuestionnaireFact>;

export type OnboardingEvent =
  | QuestionnaireCreated
  | AnswersUpdated
  | QuestionnaireCompleted
  | QuestionnaireEvaluated
  | PackageSelected
  | ConsultationRequested
  | QuestionnaireConverted
  | QuestionnaireErased;

export const questionnaireStreams = aggregateStreams('onboarding', 'questionnaire');
