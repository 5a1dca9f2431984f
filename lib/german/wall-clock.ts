import { BERLIN } from './berlin';
import type { Instant } from './time';

// An instant on a zone's wall clock, and calendar days on 'YYYY-MM-DD', without the calendar
// library: Intl knows the zones, and a day without a clock is exact in UTC date arithmetic.
// Formatting needs no more, and `@internationalized/date` weighed ~5.9 kB on every admin page
// (web/README.md "Bytes"); local times to instants (time.ts) keep it. One file, so the web build
// makes one chunk of it with format.ts. The strings come from the fields, not from the engine's
// de-DE pattern, so they read the same in every runtime; `wall-clock.unit.test.ts` holds them to
// the library's fields and `CalendarDate.add` around the clock changes.

/** The wall clock's calendar fields (month 1-12, hour 0-23). */
interface WallFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter per zone, made on first use (a module here does nothing on import).
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    // 'en-US' with latn digits: plain numbers in the parts; h23 so midnight is 0, not 24.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The fields of `instant` on `zone`'s wall clock (Berlin's by default). Throws RangeError for an invalid instant. */
export function wallFields(instant: Instant, zone: string = BERLIN): WallFields {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Kein gültiger Zeitpunkt: ${String(instant)}`);
  const fields: Record<string, number> = {};
  for (const part of formatIn(zone).formatToParts(date))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    // Engines before hourCycle support wrote midnight as 24.
    hour: fields.hour! % 24,
    minute: fields.minute!,
    second: fields.second!,
  };
}

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

/** An instant on the wall clock of `zone`: { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
export function wallClockIn(instant: Instant, zone: string): { date: string; time: string } {
  const z = wallFields(instant, zone);
  return { date: `${pad(z.year, 4)}-${pad(z.month)}-${pad(z.day)}`, time: `${pad(z.hour)}:${pad(z.minute)}` };
}

/** Berlin's wall clock at an instant (now by default): { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
export const berlinWallClock = (instant: Instant = new Date()): { date: string; time: string } =>
  wallClockIn(instant, BERLIN);

/** The Berlin date of an instant, 'YYYY-MM-DD'. */
export const berlinDateOf = (instant: Instant): string => berlinWallClock(instant).date;

/** The Berlin calendar month of an instant, 'YYYY-MM'. */
export const berlinMonthOf = (instant: Instant): string => berlinDateOf(instant).slice(0, 7);
