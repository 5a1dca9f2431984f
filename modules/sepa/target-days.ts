import { addDays } from '../../lib/german/time';

// TARGET2 business days: a SEPA collection settles only on them (every weekday except New Year,
// Good Friday, Easter Monday, 1 May, 25 and 26 December). Days are ISO dates (YYYY-MM-DD).

/** Easter Sunday of a year (Gregorian, the anonymous algorithm of Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isTargetDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const md = day.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(md)) return false;
  const easter = easterSunday(Number(day.slice(0, 4)));
  return day !== addDays(easter, -2) && day !== addDays(easter, 1);
}

/** The day itself when it is a TARGET2 day, else the next one. */
export function targetDayOnOrAfter(day: string): string {
  let d = day;
  while (!isTargetDay(d)) d = addDays(d, 1);
  return d;
}

/**
 * The earliest collection date for a file handed to the bank today: the bank takes it on the
 * next TARGET2 day from today, and a CORE debit needs one business day's lead since November 2016
 * (D-1), so the TARGET2 day after that.
 */
export const earliestCollectionDate = (today: string): string =>
  targetDayOnOrAfter(addDays(targetDayOnOrAfter(today), 1));
