import { queryOptions } from '@tanstack/react-query';
import {
  createQuestionnaireResponse,
  questionnaireAdminViewSchema,
  questionnaireKeys,
  questionnairePaths,
  emailStatusAnswer,
  updateQuestionnaireResponse,
  type CreateQuestionnaireRequest,
  type CreateQuestionnaireResponse,
  type QuestionnaireAdminView,
  type UpdateQuestionnaireRequest,
  type UpdateQuestionnaireResponse,
} from '../../../../modules/onboarding/contract';
import { api } from '../../../api/client';

// The questionnaire calls of the onboarding module (issue 4). The edit capability the creation
// hands out travels in its httpOnly cookie (same origin, path /api/questionnaires), so, like the
// session, no token is kept or sent by script.

export async function createQuestionnaire(body: CreateQuestionnaireRequest): Promise<CreateQuestionnaireResponse> {
  // Not retried: a retried POST whose first answer got lost would create a second questionnaire.
  return createQuestionnaireResponse.parse(await api.post(questionnairePaths.collection, body, { retries: 0 }));
}

export async function updateQuestionnaire(
  id: string,
  body: UpdateQuestionnaireRequest,
): Promise<UpdateQuestionnaireResponse> {
  // A PUT replaces the answers, so the wrapper's retries on 5xx and network failures are safe here.
  return updateQuestionnaireResponse.parse(await api.put(questionnairePaths.one(id), body));
}

/** One page of the admin's list of leads (requests first, highest lead score first), as the server filters it. */
/** One questionnaire as an admin reads it (with lead score and coaching brief). */
export const questionnaireDetailQuery = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.detail(id),
    queryFn: async ({ signal }): Promise<QuestionnaireAdminView> => {
      const answer = await api.load<{ questionnaire: unknown }>(questionnairePaths.one(id), { signal });
      return questionnaireAdminViewSchema.parse(answer.questionnaire);
    },
  });

/**
 * Whether the typed e-mail already has an account (issue 32). A failed check (offline, too many)
 * answers no: registering at step 4 still refuses a taken address, so nothing is lost by going on.
 */
export async function emailHasAccount(email: string): Promise<boolean> {
  try {
    return emailStatusAnswer.parse(await api.post(questionnairePaths.emailStatus, { email }, { retries: 0 }))
      .hasAccount;
  } catch {
    return false;
  }
}
