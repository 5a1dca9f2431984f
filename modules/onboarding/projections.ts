import { tablesOf, type Tx } from '../../server/db/kysely';
import { defineProjection, streamRows, type Stored } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { onboardingEventTypes, type OnboardingEvent } from './events';
import { buildResponses } from './responses';
import type { OnboardingTables, QuestionnairesTable } from './tables';

type Changes = Partial<Omit<QuestionnairesTable, 'id' | 'version'>>;

/** `questionnaires`: one row per questionnaire. A row remembers the stream version it reflects. */
async function applyToQuestionnaires(tx: Tx, e: Stored<OnboardingEvent>): Promise<void> {
  const db = tablesOf<OnboardingTables>(tx);
  const version = e.version;
  const id = e.data.questionnaireId;
  const at = new Date(e.data.at);

  const questionnaires = streamRows(db, 'questionnaires', 'id', version);
  const update = (changes: Changes) => questionnaires.update(id, { ...changes, updated_at: at });

  switch (e.type) {
    case 'QuestionnaireCreated':
      await questionnaires.insert({
        id,
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
        version,
      });
      return;
    case 'AnswersUpdated': {
      const row = await db
        .selectFrom('questionnaires')
        .select(['responses', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.version >= version) return;
      const responses = buildResponses(e.data.answers, row.responses, e.data.at);
      await update({ answers: JSON.stringify(e.data.answers) as never, responses: JSON.stringify(responses) as never });
      return;
    }
    case 'QuestionnaireCompleted':
      await update({ status: 'questionnaire', completed_at: at });
      return;
    case 'QuestionnaireEvaluated':
      await update({
        recommended_package: e.data.recommendedPackage,
        lead_score: e.data.leadScore,
        coaching_brief: JSON.stringify(e.data.coachingBrief) as never,
      });
      return;
    case 'PackageSelected':
      await update({ selected_package: e.data.selectedPackage, status: e.data.status });
      return;
    case 'ConsultationRequested':
      await update({ status: 'request_sent', requested_at: at });
      return;
    case 'QuestionnaireConverted':
      await update({ status: 'converted', user_id: e.data.userId, converted_at: at });
      return;
    default:
      return unreachable(e);
  }
}

export const questionnairesProjection = defineProjection<OnboardingEvent>({
  name: 'onboarding.questionnaires',
  tables: ['questionnaires'],
  handles: onboardingEventTypes,
  apply: applyToQuestionnaires,
});
