import type { MeetingView, RepeatedTime } from '../../../../modules/meetings/contract';
import { api } from '../../../api/client';

/**
 * Moves a planned meeting (same calendar entry, new time; an in-person one perhaps to another
 * address); the server decides clash, hours and validity.
 */
export function rescheduleMeeting(
  id: string,
  to: {
    date: string;
    time: string;
    repeatedTime?: RepeatedTime;
    duration: number;
    startsAt?: string;
    location?: string;
  },
) {
  return api.post<MeetingView>(`/api/meetings/${encodeURIComponent(id)}/reschedule`, to, { retries: 0 });
}
