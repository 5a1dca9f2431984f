import type { MeetingView } from '../../../../modules/meetings/contract';
import { api } from '../../../api/client';

/** Moves a planned meeting (same calendar entry, new time); the server decides clash, hours and validity. */
export function rescheduleMeeting(id: string, to: { date: string; time: string; duration: number; startsAt?: string }) {
  return api.post<MeetingView>(`/api/meetings/${encodeURIComponent(id)}/reschedule`, to, { retries: 0 });
}
