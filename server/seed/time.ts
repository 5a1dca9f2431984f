import { addBerlinMonths } from '../../lib/german/time';
import { wallFields } from '../../lib/german/wall-clock';
import type { Random } from './random';

// Calendar arithmetic of the story in Europe/Berlin wall time, without a time-zone library: a
// day is a Berlin calendar day numbered like UTC days (days since 1970-01-01), a moment an epoch
// millisecond.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

// Berlin's offset changes only on whole UTC hours, so one lookup per hour serves every instant in it.
const offsets = new Map<number, number>();

/** The Berlin wall clock at an instant, as if it were UTC (for offset arithmetic). */
function wallAsUtc(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = wallFields(hour * HOUR);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - hour * HOUR;
    offsets.set(hour, offset);
  }
  return ms + offset;
}

/** The Berlin calendar day of an instant. */
export function dayOf(ms: number): number {
  return Math.floor(wallAsUtc(ms) / DAY);
}

/** The instant of a Berlin wall time (minutes after midnight) on a day; a time skipped in spring lands an hour later. */
export function at(day: number, minuteOfDay: number): number {
  const wall = day * DAY + minuteOfDay * MINUTE;
  let t = wall - (wallAsUtc(wall) - wall);
  t = wall - (wallAsUtc(t) - t);
  return t;
}

/** 'YYYY-MM-DD' of a day. */
export function isoDay(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** 'HH:mm' of minutes after midnight. */
export function hhmm(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/** Monday to Friday. */
function isWeekday(day: number): boolean {
  const d = new Date(day * DAY).getUTCDay();
  return d >= 1 && d <= 5;
}

export function weekdayOnOrAfter(day: number): number {
  let d = day;
  while (!isWeekday(d)) d++;
  return d;
}

/** The packages module's rule for expiry: calendar months on Berlin's calendar and clock (31 Jan + 1 = end of Feb). */
export const addMonths = (ms: number, months: number): number => addBerlinMonths(ms, months).getTime();

/** When the daily expiry job (03:00 Berlin) first finds a package due that expires at `expiresAt`. */
export function expiryRunAfter(expiresAt: number): number {
  const sameDay = at(dayOf(expiresAt), 3 * 60);
  return sameDay > expiresAt ? sameDay : at(dayOf(expiresAt) + 1, 3 * 60);
}

/** A time in office hours (08:00-18:00 Berlin) `days` days after `from`'s day, never before `from`. */
export function officeTime(r: Random, from: number, days: [number, number]): number {
  const day = weekdayOnOrAfter(dayOf(from) + r.int(days[0], days[1]));
  const t = at(day, 8 * 60 + r.int(0, 40) * 15);
  return t > from ? t : from + r.int(5, 45) * MINUTE;
}

/** A time a client might use the portal (07:00-22:00, any day). */
export function privateTime(r: Random, from: number, days: [number, number]): number {
  const t = at(dayOf(from) + r.int(days[0], days[1]), 7 * 60 + r.int(0, 15 * 4) * 15);
  return t > from ? t : from + r.int(5, 90) * MINUTE;
}
