// The months the admin's filter and totals offer, newest first (named by lib/german/format's formatMonthLong).

/** The `count` months up to the month of `today` ('yyyy-MM-dd'), newest first, as 'yyyy-MM'. */
export function recentMonths(today: string, count: number): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let i = 0; i < count; i++) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** The years the totals offer: this one and the `count - 1` before it. */
export const recentYears = (today: string, count: number): number[] =>
  Array.from({ length: count }, (_, i) => Number(today.slice(0, 4)) - i);
