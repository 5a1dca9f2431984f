import { queryOptions } from '@tanstack/react-query';
import {
  calendarFeedAddress,
  calendarFeedStatus,
  calendarKeys,
  meetingIcsFileName,
  meetingIcsPath,
  type CalendarFeedAddress,
} from '../../../../modules/calendar/contract';
import { api } from '../../../api/client';
import { downloadFile } from '../../../api/download';

// The calendar subscription in the account settings, and one meeting's calendar file.

export const calendarFeedQuery = queryOptions({
  queryKey: calendarKeys.feed,
  queryFn: async ({ signal }) => calendarFeedStatus.parse(await api.load('/api/calendar/feed', { signal })),
  meta: { loadErrorToast: 'Das Kalender-Abo konnte nicht geladen werden.' },
});

/** A new secret address (the old one stops working); answered this once. */
export async function createCalendarFeed(): Promise<CalendarFeedAddress> {
  return calendarFeedAddress.parse(await api.post('/api/calendar/feed', undefined, { retries: 0 }));
}

export async function endCalendarFeed(): Promise<void> {
  await api.delete('/api/calendar/feed', { retries: 0 });
}

/** Downloads the meeting's .ics ('termin-YYYY-MM-DD.ics'). */
export function downloadMeetingIcs(meeting: { id: string; date: string }): Promise<string> {
  return downloadFile(meetingIcsPath(meeting.id), meetingIcsFileName(meeting.date));
}
