// Calendar days on 'YYYY-MM-DD', no clock and no zone: a day is a day, so UTC date arithmetic is
// exact and needs no calendar library (format.ts's 'morgen' reads it on every admin page;
// time.ts re-exports it for everyone else).

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The UTC midnight of a 'YYYY-MM-DD' that exists (years 1 to 9999), else null. */
function utcDay(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1) return null;
  const day = new Date(0);
  day.setUTCFullYear(y, mo - 1, d); // setUTCFullYear: Date.UTC would read 0099 as 1999
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d ? day : null;
}

/** Calendar arithmetic on 'YYYY-MM-DD': '2026-03-28' plus 1 day is '2026-03-29', whatever the clocks do. */
export function addDays(date: string, days: number): string {
  const day = utcDay(date);
  if (!day) throw new RangeError(`Kein gültiges Datum: ${date}`);
  day.setUTCDate(day.getUTCDate() + days);
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}
