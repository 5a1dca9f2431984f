import type { QuestionnaireStatus, ResponseItem } from './contract';
import type { PackageType } from './package-types';
import type { Answers } from './questions';
import type { CoachingBrief } from './rules/coaching-brief';

/** Read model of one questionnaire (projection `onboarding.questionnaires`). */
export interface QuestionnairesTable {
  id: string;
  status: QuestionnaireStatus;
  answers: Answers;
  responses: ResponseItem[];
  recommended_package: PackageType | null;
  selected_package: PackageType | null;
  lead_score: number | null;
  coaching_brief: CoachingBrief | null;
  user_id: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  requested_at: Date | null;
  converted_at: Date | null;
  version: number;
}

export interface OnboardingTables {
  questionnaires: QuestionnairesTable;
  /** The hash of each questionnaire's edit capability; a secret, never in the log nor rebuilt by replay. */
  questionnaire_capabilities: { questionnaire_id: string; token_hash: string; created_at: Date };
}
