import { tablesOf } from '../../server/db/kysely';
import { erasureProjection, personalOf, type EventModule, type PersonalFields } from '../../server/eventstore';
import type { OnboardingTables } from './tables';

const byQuestionnaire = personalOf('questionnaireId');

/**
 * Answers are personal from the first keystroke, before anyone has an account: they are sealed with
 * a key per questionnaire, which is erased with the account the questionnaire was linked to.
 */
export const onboardingPersonal: Record<string, PersonalFields> = {
  QuestionnaireCreated: byQuestionnaire(['answers']),
  AnswersUpdated: byQuestionnaire(['answers']),
  QuestionnaireEvaluated: byQuestionnaire(['coachingBrief']),
};

export const questionnairesOfPerson: NonNullable<EventModule['erasure']> = async (tx, personId) =>
  (
    await tablesOf<OnboardingTables>(tx)
      .selectFrom('questionnaires')
      .select('id')
      .where('user_id', '=', personId)
      .execute()
  ).map((r) => r.id);

/** A deleted account's questionnaires leave the read model. */
export const questionnairesErasure = erasureProjection('onboarding', 'questionnaires', 'user_id');
