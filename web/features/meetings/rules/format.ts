import { platformLabels, type MeetingView } from '../../../../modules/meetings/contract';
import { formatCalendarDate } from '../../../../lib/german/format';

// Display helpers for meetings: no time-zone arithmetic (the server already sends the Berlin
// wall-clock date and time); dates and hours come from lib/german/format.

/** '05.03.2026, 14:30 Uhr' */
export function formatMeetingWhen(m: Pick<MeetingView, 'date' | 'time'>): string {
  return `${formatCalendarDate(m.date)}, ${m.time} Uhr`;
}

export function formatDuration(minutes: number): string {
  return `${minutes} Min.`;
}

export function platformLabel(platform: string): string {
  return platformLabels[platform as keyof typeof platformLabels] ?? platform;
}
