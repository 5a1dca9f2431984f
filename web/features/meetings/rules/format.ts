import { platformLabels, type MeetingView } from '../../../../modules/meetings/contract';

// Display helpers for meetings: German formats, no time-zone arithmetic (the server already
// sends the Berlin wall-clock date and time).

/** 'YYYY-MM-DD' -> 'dd.MM.yyyy'; anything else is shown as it is. */
export function formatMeetingDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/** '05.03.2026, 14:30 Uhr' */
export function formatMeetingWhen(m: Pick<MeetingView, 'date' | 'time'>): string {
  return `${formatMeetingDate(m.date)}, ${m.time} Uhr`;
}

const hoursFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** 1.5 -> '1,5' */
export function formatHours(hours: number): string {
  return hoursFormat.format(hours);
}

export function formatDuration(minutes: number): string {
  return `${minutes} Min.`;
}

export function platformLabel(platform: string): string {
  return platformLabels[platform as keyof typeof platformLabels] ?? platform;
}
