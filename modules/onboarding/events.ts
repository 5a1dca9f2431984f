import type { PackageType, RecommendedPackage } from './package-types';
import type { Answers } from './questions';
import type { CoachingBrief } from './rules/coaching-brief';
import type { QuestionnaireStatus } from './contract';
import { aggregateStreams } from '../../server/eventstore';

// Onboarding's events, on one stream per questionnaire. The edit capability is never in the log.
// Events after the start carry `status` (after the event) and the linked `userId`, so the push
// rules know their audience without state.

interface Audience {
  status: QuestionnaireStatus;
  userId: string | null;
}

export interface QuestionnaireCreated {
  type: 'QuestionnaireCreated';
  data: { questionnaireId: string; answers: Answers; at: string };
}
export interface AnswersUpdated {
  type: 'AnswersUpdated';
  data: { questionnaireId: string; answers: Answers; at: string } & Audience;
}
export interface QuestionnaireCompleted {
  type: 'QuestionnaireCompleted';
  data: { questionnaireId: string; at: string };
}
export interface QuestionnaireEvaluated {
  type: 'QuestionnaireEvaluated';
  data: {
    questionnaireId: string;
    recommendedPackage: RecommendedPackage;
    leadScore: number;
    coachingBrief: CoachingBrief;
    at: string;
  } & Audience;
}
export interface PackageSelected {
  type: 'PackageSelected';
  data: { questionnaireId: string; selectedPackage: PackageType; at: string } & Audience;
}
export interface ConsultationRequested {
  type: 'ConsultationRequested';
  data: { questionnaireId: string; at: string };
}
export interface QuestionnaireConverted {
  type: 'QuestionnaireConverted';
  data: { questionnaireId: string; userId: string; at: string };
}

export type OnboardingEvent =
  | QuestionnaireCreated
  | AnswersUpdated
  | QuestionnaireCompleted
  | QuestionnaireEvaluated
  | PackageSelected
  | ConsultationRequested
  | QuestionnaireConverted;
type OnboardingEventType = OnboardingEvent['type'];

export const onboardingEventTypes: readonly OnboardingEventType[] = [
  'QuestionnaireCreated',
  'AnswersUpdated',
  'QuestionnaireCompleted',
  'QuestionnaireEvaluated',
  'PackageSelected',
  'ConsultationRequested',
  'QuestionnaireConverted',
];

export const questionnaireStreams = aggregateStreams('onboarding', 'questionnaire');
