import type { MeetingView } from '../meetings/contract';
import type { MonthlyUsage } from './contract';

/** Hours of completed meetings per month ('YYYY-MM', the meeting's Berlin date), oldest first. */
export function usageByMonth(meetings: Pick<MeetingView, 'date' | 'status' | 'hoursUsed'>[]): MonthlyUsage[] {
  const sums = new Map<string, number>();
  for (const m of meetings) {
    if (m.status !== 'completed') continue;
    const month = m.date.slice(0, 7);
    sums.set(month, Math.round(((sums.get(month) ?? 0) + m.hoursUsed) * 100) / 100);
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, hours]) => ({ month, hours }));
}
