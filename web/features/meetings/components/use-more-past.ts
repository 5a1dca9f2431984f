import { useInfiniteQuery } from '@tanstack/react-query';
import type { MeetingView } from '../../../../modules/meetings/contract';
import { pastMeetingsQuery } from '../api/meetings-history';

/**
 * More of the own past, a page at a time from `from` on, loaded only while `enabled` (issue 17:
 * the screen first shows what `/api/meetings/mine` sent). `next` loads one more page.
 */
export function useMorePast(status: 'completed' | 'all', from: number, enabled = true) {
  const query = useInfiniteQuery({ ...pastMeetingsQuery(status, from), enabled });
  const meetings: MeetingView[] = query.data?.pages.flatMap((p) => p.meetings) ?? [];
  return {
    meetings,
    loading: query.isFetching,
    hasMore: query.hasNextPage,
    next: () => void query.fetchNextPage(),
  };
}
