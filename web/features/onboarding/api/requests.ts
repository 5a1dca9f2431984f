import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QuestionnaireRequest, RequestListQuery } from '../../../../modules/onboarding/contract';
import { questionnaireKeys, questionnairePaths } from '../../../../modules/onboarding/contract/requests';
import { api } from '../../../api/client';

// The admin dashboard's list of leads, apart from the questionnaire's calls: `/admin` loads it
// without the contract's schemas (web/README.md 'Bytes'); the server's answer is held to the
// contract's schema in the integration tests (`checksAnswers`, server/http/route.ts).

/** One page of the leads (GET /api/questionnaires/requests). */
export const questionnaireRequestsQuery = (query: Partial<RequestListQuery>) =>
  queryOptions({
    queryKey: questionnaireKeys.requestPage(query),
    queryFn: ({ signal }) =>
      api.load<{ requests: QuestionnaireRequest[]; total: number }>(questionnairePaths.requests, {
        params: { ...query },
        signal,
      }),
    // A new search or page keeps the last one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
