import { tablesOf, type Tx } from '../../server/db/kysely';
import { projectionByType, rowsAt, type Stored } from '../../server/eventstore';
import type { OnboardingEvent } from './events';
import { buildResponses } from './responses';
import type { OnboardingTables, QuestionnairesTable } from './tables';

type Changes = Partial<Omit<QuestionnairesTable, 'id' | 'version'>>;

/** The `questionnaires` rows, written as of the event's stream version. */
const questionnairesAt = rowsAt(tablesOf<OnboardingTables>, 'questionnaires', 'id');

/** Changes the event's questionnaire, stamped with the event's time. */
const update = (tx: Tx, e: Stored<OnboardingEvent>, changes: Changes) =>
  questionnairesAt(tx, e).update(e.data.questionnaireId, { ...changes, updated_at: new Date(e.data.at) });

/** `questionnaires`: one row per questionnaire. A row remembers the stream version it reflects. */
export const questionnairesProjection = projectionByType<OnboardingEvent>({
  name: 'onboarding.questionnaires',
  tables: ['questionnaires'],
  on: {
    QuestionnaireCreated: (tx, e) => {
      const at = new Date(e.data.at);
      return questionnairesAt(tx, e).insert({
        id: e.data.questionnaireId,
        status: 'lead',
        answers: JSON.stringify(e.data.answers) as never,
        responses: JSON.stringify(buildResponses(e.data.answers, [], e.data.at)) as never,
        recommended_package: null,
        selected_package: null,
        lead_score: null,
        coaching_brief: null,
        user_id: null,
        created_at: at,
        updated_at: at,
        completed_at: null,
        requested_at: null,
        converted_at: null,
        version: e.version,
      });
    },
    AnswersUpdated: async (tx, e) => {
      const row = await tablesOf<OnboardingTables>(tx)
        .selectFrom('questionnaires')
        .select(['responses', 'version'])
        .where('id', '=', e.data.questionnaireId)
        .executeTakeFirst();
      if (!row || row.version >= e.version) return;
      const responses = buildResponses(e.data.answers, row.responses, e.data.at);
      await update(tx, e, {
        answers: JSON.stringify(e.data.answers) as never,
        responses: JSON.stringify(responses) as never,
      });
    },
    QuestionnaireCompleted: (tx, e) => update(tx, e, { status: 'questionnaire', completed_at: new Date(e.data.at) }),
    QuestionnaireEvaluated: (tx, e) =>
      update(tx, e, {
        recommended_package: e.data.recommendedPackage,
        lead_score: e.data.leadScore,
        coaching_brief: JSON.stringify(e.data.coachingBrief) as never,
      }),
    PackageSelected: (tx, e) => update(tx, e, { selected_package: e.data.selectedPackage, status: e.data.status }),
    ConsultationRequested: (tx, e) => update(tx, e, { status: 'request_sent', requested_at: new Date(e.data.at) }),
    QuestionnaireConverted: (tx, e) =>
      update(tx, e, { status: 'converted', user_id: e.data.userId, converted_at: new Date(e.data.at) }),
  },
});
