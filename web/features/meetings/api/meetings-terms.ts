import { queryOptions } from '@tanstack/react-query';
import { meetingKeys, type MeetingTerms } from '../../../../modules/meetings/contract';
import { api } from '../../../api/client';

// Issue 30: what cancelling and moving a meeting mean now, from the server (the rule the commands
// decide with, under the notice as stored now); the client's dialogs show it and send it back.

/** Read as a dialog opens, and again after a refusal: never an old copy. */
export const meetingTermsQuery = (id: string) =>
  queryOptions({
    queryKey: meetingKeys.terms(id),
    queryFn: ({ signal }) => api.get<MeetingTerms>(`/api/meetings/${encodeURIComponent(id)}/terms`, { signal }),
    staleTime: 0,
  });
