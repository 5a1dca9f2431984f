import { platformLabels, type MeetingView } from '../../../../modules/meetings/contract';
import { formatCalendarDate } from '../../../../lib/german/format';
import { BERLIN } from '../../../../lib/german/time';
import { formatDateTimeIn } from '../../../../lib/german/zones';

// Display helpers for meetings: the server sends the Berlin wall-clock date and time; a client
// in another zone reads the instant on her clock (lib/german/zones, issue 34).

/** '05.03.2026, 14:30 Uhr' */
export function formatMeetingWhen(m: Pick<MeetingView, 'date' | 'time'>): string {
  return `${formatCalendarDate(m.date)}, ${m.time} Uhr`;
}

/** '27.11.2026, 19:00 Uhr (New York)': the meeting on the clock of `zone`, named unless it is Berlin's. */
export function formatMeetingWhenIn(m: Pick<MeetingView, 'date' | 'time' | 'startsAt'>, zone: string): string {
  return zone === BERLIN ? formatMeetingWhen(m) : formatDateTimeIn(m.startsAt, zone);
}

export function formatDuration(minutes: number): string {
  return `${minutes} Min.`;
}

export function platformLabel(platform: string): string {
  return platformLabels[platform as keyof typeof platformLabels] ?? platform;
}
