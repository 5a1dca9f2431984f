import { queryOptions } from '@tanstack/react-query';
import {
  meetingKeys,
  type BookMeetingRequest,
  type MeetingView,
  type SlotsAnswer,
} from '../../../../modules/meetings/contract';
import { api } from '../../../api/client';

// Issue 19: the client's own scheduling — free slots, booking, moving and cancelling.

/** An Accelerator's free starts for the signed-in client, Berlin days `from` to `to` (`moving`: the meeting being moved). */
export const slotsQuery = (partnerId: string, from: string, to: string, duration: number, moving?: string) =>
  queryOptions({
    queryKey: [...meetingKeys.slots(partnerId, from, to, duration), moving ?? null],
    queryFn: ({ signal }) =>
      api.get<SlotsAnswer>(`/api/partners/${encodeURIComponent(partnerId)}/slots`, {
        params: { from, to, duration: String(duration), moving },
        signal,
      }),
    // Slots go stale as others book: refetched when the dialog comes back into view.
    staleTime: 30_000,
  });

export function bookMeeting(body: BookMeetingRequest) {
  return api.post<MeetingView>('/api/meetings/book', body, { retries: 0 });
}

/**
 * The client's cancellation: no reason asked; the server names it 'Vom Klienten abgesagt'. `charged`:
 * what the dialog said it costs (the meeting's terms); the server refuses it (409 `CHARGE_CHANGED`)
 * if the notice now says otherwise.
 */
export function cancelOwnMeeting(id: string, charged: boolean | undefined) {
  return api.post<MeetingView>(`/api/meetings/${encodeURIComponent(id)}/cancel`, { charged }, { retries: 0 });
}
