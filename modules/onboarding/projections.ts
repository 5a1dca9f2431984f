import { jsonb, tablesOf } from '../../server/db/kysely';
import { streamTable, type RowsOf, type Stored } from '../../server/eventstore';
import type { OnboardingEvent } from './events';
import { buildResponses } from './responses';
import type { OnboardingTables, QuestionnairesTable } from './tables';

type Changes = Partial<Omit<QuestionnairesTable, 'id' | 'version'>>;

/** The `questionnaires` rows, each as of its stream's version. */
const questionnaires = streamTable(tablesOf<OnboardingTables>, 'questionnaires', 'id');

/** Changes the event's questionnaire, stamped with the event's time. */
const update = (rows: RowsOf<OnboardingTables, 'questionnaires'>, e: Stored<OnboardingEvent>, changes: Changes) =>
  rows.update(e.data.questionnaireId, { ...changes, updated_at: new Date(e.data.at) });

/** `questionnaires`: one row per questionnaire. A row remembers the stream version it reflects. */
export const questionnairesProjection = questionnaires.projection<OnboardingEvent>('onboarding.questionnaires', {
  QuestionnaireCreated: (rows, e) => {
    const at = new Date(e.data.at);
    return rows.insert({
      id: e.data.questionnaireId,
      status: 'lead',
      answers: JSON.stringify(e.data.answers) as never,
      responses: jsonb(buildResponses(e.data.answers, [], e.data.at)),
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
  AnswersUpdated: async (rows, e) => {
    // Folded from the responses before (each answer keeps when it was first given); through `rows`,
    // so a replay reads them from the batch when the row is folded there.
    const row = await rows.select(e.data.questionnaireId, ['responses', 'version']);
    if (!row || row.version >= e.version) return;
    const responses = buildResponses(e.data.answers, row.responses, e.data.at);
    await update(rows, e, {
      answers: JSON.stringify(e.data.answers) as never,
      responses: jsonb(responses) as never,
    });
  },
  QuestionnaireCompleted: (rows, e) => update(rows, e, { status: 'questionnaire', completed_at: new Date(e.data.at) }),
  QuestionnaireEvaluated: (rows, e) =>
    update(rows, e, {
      recommended_package: e.data.recommendedPackage,
      lead_score: e.data.leadScore,
      coaching_brief: JSON.stringify(e.data.coachingBrief) as never,
    }),
  PackageSelected: (rows, e) => update(rows, e, { selected_package: e.data.selectedPackage, status: e.data.status }),
  ConsultationRequested: (rows, e) => update(rows, e, { status: 'request_sent', requested_at: new Date(e.data.at) }),
  QuestionnaireConverted: (rows, e) =>
    update(rows, e, { status: 'converted', user_id: e.data.userId, converted_at: new Date(e.data.at) }),
  // A lead past its retention (retention.ts): its answers, contact and scores leave the read model.
  QuestionnaireErased: (rows, e) => rows.remove(e.data.questionnaireId),
});
