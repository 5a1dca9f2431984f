// The calendar of a report: the twelve months of a year and where each ends (Berlin dates as text).

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-01' … 'yyyy-12'. */
export const monthsOf = (year: number): string[] => Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);

/** The last day of a month 'yyyy-MM' as 'yyyy-MM-dd'. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is this month's last (UTC: no time zone moves the day).
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

/**
 * The day a month's stocks are taken: its last day, or today while it runs; null for a month that
 * has not begun (it has no stock yet).
 */
export function stockDayOf(month: string, today: string): string | null {
  if (`${month}-01` > today) return null;
  const last = lastDayOf(month);
  return last < today ? last : today;
}

/** Hundredths of an hour as hours (150 -> 1.5). */
export const hoursOf = (hundredths: number): number => hundredths / 100;
