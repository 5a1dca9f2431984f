import { berlinDateOf } from '../../lib/german/time';

/** How many of the newest days, weeks and months keep a backup each (7 daily, 4 weekly, 12 monthly). */
const RETENTION = { days: 7, weeks: 4, months: 12 } as const;

/**
 * The backups to keep of those taken at `times` (ISO), as backup tools' grandfather-father-son
 * rotation does: the newest of each of the last 7 Berlin days that have one, of each of the last 4
 * ISO weeks, of each of the last 12 months. Everything else may go. A backup taken in the future
 * of `now` (a clock moved back) is kept: it is nobody's to judge.
 */
export function backupsToKeep(times: readonly string[], now: Date): Set<string> {
  const newestFirst = [...times].sort().reverse();
  const keep = new Set(newestFirst.filter((t) => t > now.toISOString()));
  const periods: [number, (day: string) => string][] = [
    [RETENTION.days, (d) => d],
    [RETENTION.weeks, isoWeekOf],
    [RETENTION.months, (d) => d.slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const t of newestFirst) {
      if (t > now.toISOString()) continue;
      const period = periodOf(berlinDateOf(new Date(t)));
      if (seen.has(period)) continue;
      if (seen.size === count) break;
      seen.add(period);
      keep.add(t);
    }
  }
  return keep;
}

/** '2026-W48' for a 'yyyy-MM-dd' (ISO 8601: weeks start on Monday, week 1 holds the first Thursday). */
export function isoWeekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - weekday + 3); // the Thursday of this week names its year
  const year = d.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((d.getTime() - firstThursday.getTime()) / (7 * 24 * 3600 * 1000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}
