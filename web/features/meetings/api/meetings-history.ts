import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  meetingHistoryKeys,
  meetingKeys,
  meetingMessages,
  PAST_PAGE_SIZE,
  type MeetingHistory,
  type MeetingPage,
} from '../../../../modules/meetings/contract';
import { api } from '../../../api/client';
import { loadQuery } from '../../../api/resource';

// A person's meetings, bounded (issue 17): every planned one and the newest few of the past; the
// rest of the past a page at a time. All keys lie under `meetings`: every meeting push refreshes them.

/** A client's own meetings, or a partner's (an admin has none of their own). */
export const myMeetingsQuery = loadQuery<MeetingHistory>(
  meetingKeys.mine,
  '/api/meetings/mine',
  meetingMessages.loadFailed,
);

/** One client's meetings with every partner (coordination), with `isMyMeeting`. */
export const coordinationQuery = (clientId: string) =>
  queryOptions({
    queryKey: meetingKeys.coordination(clientId),
    queryFn: ({ signal }) =>
      api.load<MeetingHistory>(`/api/coordination/client/${encodeURIComponent(clientId)}/all-meetings`, { signal }),
    meta: { loadErrorToast: meetingMessages.loadFailed },
  });

/**
 * The own past beyond what `myMeetingsQuery` sent, a page at a time from `from` on; `completed`:
 * only held meetings (the partner's 'Verlauf', from 0).
 */
export const pastMeetingsQuery = (status: 'completed' | 'all', from: number) =>
  infiniteQueryOptions({
    queryKey: [...meetingHistoryKeys.past(status), from] as const,
    queryFn: ({ pageParam, signal }) =>
      api.load<MeetingPage>('/api/meetings/mine/past', {
        params: { limit: PAST_PAGE_SIZE, offset: pageParam, ...(status === 'completed' ? { status } : {}) },
        signal,
      }),
    initialPageParam: from,
    getNextPageParam: (last, _pages, offset) => {
      const next = offset + last.meetings.length;
      return last.meetings.length > 0 && next < last.total ? next : undefined;
    },
    meta: { loadErrorToast: meetingMessages.loadFailed },
  });

/** The partner's 'Verlauf': held meetings, newest first, from the first page. */
export const partnerHistoryQuery = pastMeetingsQuery('completed', 0);
