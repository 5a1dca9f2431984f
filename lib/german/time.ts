import {
  CalendarDate,
  CalendarDateTime,
  Time,
  fromDate,
  toCalendarDate,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';

// The firm's clock: Europe/Berlin, whatever the zone of the server or the browser. Isomorphic
// (server, e-mails, web): no Node APIs, no imports from server code or modules.

import { BERLIN } from './berlin';
export { BERLIN };

/** An instant: a Date, an ISO string or epoch milliseconds. */
export type Instant = Date | string | number;

const toDate = (instant: Instant): Date => (instant instanceof Date ? instant : new Date(instant));

/** The instant as Berlin's clock shows it. Throws RangeError for an invalid instant. */
export function inBerlin(instant: Instant): ZonedDateTime {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Kein gültiger Zeitpunkt: ${String(instant)}`);
  return fromDate(date, BERLIN);
}

// Reading an instant's wall clock needs no calendar library (wall-clock.ts, Intl); everyone may
// still import it from here.
export { berlinWallClock, berlinDateOf, berlinMonthOf } from './wall-clock';

/** Today in Berlin (at `instant`, now by default), e.g. as a date picker's minimum. */
export const berlinToday = (instant: Instant = new Date()): CalendarDate => toCalendarDate(inBerlin(instant));

/** Tomorrow in Berlin. */
export const berlinTomorrow = (instant: Instant = new Date()): CalendarDate => berlinToday(instant).add({ days: 1 });

/** Now in Berlin as a date picker's and a time field's values, to the minute. */
export function berlinCalendarNow(instant: Instant = new Date()): { date: CalendarDate; time: Time } {
  const z = inBerlin(instant);
  return { date: toCalendarDate(z), time: new Time(z.hour, z.minute) };
}

/** 'YYYY-MM-DD' of a day that exists (not 2026-02-30), else null. */
export function parseCalendarDate(value: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // No year 0 (the calendar goes from 1 BC to AD 1): the library would read it as AD 1.
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return null;
  const date = new CalendarDate(y, mo, d); // constrains an overflowing day to the month's last
  return date.day === d ? date : null;
}

/** 'HH:mm' (00:00 to 23:59), else null. */
export function parseClockTime(value: string): Time | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? new Time(Number(m[1]), Number(m[2])) : null;
}

// Calendar days on 'YYYY-MM-DD' need no zone and no library either (wall-clock.ts).
export { addDays } from './wall-clock';

/** The same Berlin wall-clock time `days` later: 23 or 25 hours per day across a clock change. */
export function addBerlinDays(instant: Instant, days: number): Date {
  return inBerlin(instant).add({ days }).toDate();
}

/**
 * The same Berlin wall-clock time `months` calendar months later, on Berlin's calendar: 1 March
 * 00:30 + 1 is 1 April 00:30 (in UTC it was still February), 1 May 10:00 + 6 is 1 November 10:00
 * across the clock change. A day the month lacks becomes its last (31 January + 1: 28/29 February).
 */
export function addBerlinMonths(instant: Instant, months: number): Date {
  return inBerlin(instant).add({ months }).toDate();
}

interface BerlinInstantOptions {
  /**
   * A wall time the spring change skips (02:00 to 02:59 on the last Sunday of March): 'reject'
   * answers null; 'shift' reads it in winter time, so 02:30 lands at 03:30 summer time (Temporal's
   * 'compatible').
   */
  skipped?: 'reject' | 'shift';
  /**
   * A wall time the autumn change repeats (02:00 to 02:59 on the last Sunday of October): its
   * first, summer-time occurrence (MESZ, the default) or its second, winter-time one (MEZ). A
   * form asks which one is meant (`berlinWallTimeKind`) before it reads the time.
   */
  repeated?: 'summer' | 'winter';
}

/**
 * The instant at which Berlin's clock shows `date` `time` ('YYYY-MM-DD' and 'HH:mm', or a picker's
 * CalendarDate and Time). Null for a malformed or non-existent date or time, and (by default) for a
 * time the spring change skips.
 */
export function berlinInstant(
  date: string | CalendarDate,
  time: string | Time,
  options: BerlinInstantOptions = {},
): Date | null {
  const d = typeof date === 'string' ? parseCalendarDate(date) : date;
  const t = typeof time === 'string' ? parseClockTime(time) : time;
  if (!d || !t) return null;
  const local = new CalendarDateTime(d.year, d.month, d.day, t.hour, t.minute, t.second, t.millisecond);
  // 'later' only differs from 'compatible' (= 'earlier' here) for a repeated time.
  const zoned = toZoned(local, BERLIN, options.repeated === 'winter' ? 'later' : 'compatible');
  const skipped = zoned.hour !== local.hour || zoned.minute !== local.minute || zoned.day !== local.day;
  if (skipped && (options.skipped ?? 'reject') === 'reject') return null;
  return zoned.toDate();
}

/**
 * What Berlin's clock does at `date` `time` ('YYYY-MM-DD', 'HH:mm'): shows it 'once', never
 * ('skipped', the spring change) or twice ('repeated', the autumn change: first in summer time,
 * then in winter time); null for a malformed or non-existent date or time.
 */
export function berlinWallTimeKind(date: string, time: string): 'once' | 'skipped' | 'repeated' | null {
  const d = parseCalendarDate(date);
  const t = parseClockTime(time);
  if (!d || !t) return null;
  const local = new CalendarDateTime(d.year, d.month, d.day, t.hour, t.minute);
  const first = toZoned(local, BERLIN, 'earlier');
  const second = toZoned(local, BERLIN, 'later');
  if (first.compare(second) === 0) return 'once';
  // In the spring gap neither reading shows the time as written; in the autumn repeat both do.
  return first.hour === local.hour && first.minute === local.minute ? 'repeated' : 'skipped';
}

/** The first instant of a Berlin day ('YYYY-MM-DD' or a CalendarDate). */
export function berlinDayStart(date: string | CalendarDate): Date {
  return toZoned(calendarDate(date), BERLIN).toDate();
}

/** The last millisecond of a Berlin day (for an inclusive 'bis'). */
export function berlinDayEnd(date: string | CalendarDate): Date {
  return new Date(berlinDayStart(calendarDate(date).add({ days: 1 })).getTime() - 1);
}

function calendarDate(date: string | CalendarDate): CalendarDate {
  if (typeof date !== 'string') return date;
  const d = parseCalendarDate(date);
  if (!d) throw new RangeError(`Kein gültiges Datum: ${date}`);
  return d;
}
