import type { MonthlyUsage } from '../../../../modules/dashboards/contract';
import { formatMonthLong, formatMonthShort } from '../../../../lib/german/format';
import { berlinMonthOf } from '../../../../lib/german/time';

// The months of the hours chart: every month from the package's start to its end (or today),
// with 0 where nothing was used, so gaps show as gaps; at most the last 12.

export interface UsageBar {
  month: string; // YYYY-MM
  short: string; // 'Mär 26' (axis)
  long: string; // 'März 2026' (screen readers, tooltip)
  hours: number;
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

function labelsOf(month: string): Pick<UsageBar, 'short' | 'long'> {
  return { short: formatMonthShort(month), long: formatMonthLong(month) };
}

interface UsageRange {
  /** When the package started (activation); null: from the first month with usage. */
  from: string | null;
  /** Where the package ended or expires; the range never runs past `now`. */
  to: string | null;
  now: Date;
}

export const maxMonths = 12;

export function usageBars(usage: MonthlyUsage[], { from, to, now }: UsageRange): UsageBar[] {
  const used = [...usage].sort((a, b) => a.month.localeCompare(b.month));
  const nowMonth = berlinMonthOf(now);
  const candidatesStart = [from ? berlinMonthOf(from) : null, used[0]?.month].filter((m): m is string => Boolean(m));
  if (candidatesStart.length === 0) return [];
  const start = candidatesStart.sort()[0]!;
  const endOfPackage = to && berlinMonthOf(to) < nowMonth ? berlinMonthOf(to) : nowMonth;
  const lastUsed = used.at(-1)?.month ?? start;
  const end = [endOfPackage, lastUsed, start].sort().at(-1)!;

  const hoursByMonth = new Map(used.map((u) => [u.month, u.hours]));
  const bars: UsageBar[] = [];
  for (let month = start; month <= end; month = nextMonth(month)) {
    bars.push({ month, ...labelsOf(month), hours: hoursByMonth.get(month) ?? 0 });
  }
  return bars.slice(-maxMonths);
}
