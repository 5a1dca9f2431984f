import type { Instant } from './time';
import { addDays, berlinDateOf, wallFields } from './wall-clock';

// German formats for screens, e-mails, exports and documents: de-DE numbers and euro, dates and
// times on Berlin's clock. Isomorphic (server, e-mails, web). Dates are built from the Berlin
// calendar fields, not from the engine's locale data, so they read the same in every runtime. The
// fields come from Intl (wall-clock.ts), not the calendar library: formatting needs no arithmetic.

/** What a missing or unreadable value shows. */
const MISSING = '–';

const pad = (n: number) => String(n).padStart(2, '0');

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat('de-DE', options)));
  return format;
}

/** German notation: 1234.5 -> '1.234,5'; `max` / `min` fraction digits (Intl's defaults: 0 to 3). */
export function formatNumber(n: number, digits: { min?: number; max?: number } = {}): string {
  return numberFormat({ minimumFractionDigits: digits.min, maximumFractionDigits: digits.max }).format(n);
}

/** Exactly `digits` decimals: 4.2 -> '4,2', 5 -> '5,0' (lead scores, ratings). */
export const formatDecimal = (n: number, digits: number): string => formatNumber(n, { min: digits, max: digits });

/** Hours, up to two decimals: 1.5 -> '1,5', 0.33 -> '0,33', 10 -> '10'. */
export const formatHours = (hours: number): string => formatNumber(hours, { max: 2 });

/** Hours with the word, singular for exactly one: 1 -> '1 Stunde', 1.5 -> '1,5 Stunden', 10 -> '10 Stunden'. */
export const hoursText = (hours: number): string => `${formatHours(hours)} ${hours === 1 ? 'Stunde' : 'Stunden'}`;

/** Hours with the short unit: 1.5 -> '1,5 Std.' */
export const formatHoursStd = (hours: number): string => `${formatHours(hours)} Std.`;

/** Hours rounded to one decimal, always showing it (spec 02 §9, partner dashboard): 12.46 -> '12,5', 3 -> '3,0'. */
export const formatHours1 = (hours: number): string => formatDecimal(Math.round(hours * 10) / 10, 1);

/** 1234.5 -> '1.234,50 €' (a no-break space before the sign). */
export const formatEuro = (amount: number): string =>
  numberFormat({ style: 'currency', currency: 'EUR' }).format(amount);

/** Integer cents, as money is kept (invoicing, payments, fees): 119000 -> '1.190,00 €'. */
export const formatCents = (cents: number): string => formatEuro(cents / 100);

function berlinFields(value: Instant | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : wallFields(date);
}

/** dd.MM.yyyy on Berlin's calendar; '–' when the value is missing or not a date. */
export function formatDate(value: Instant | null | undefined): string {
  const z = berlinFields(value);
  return z ? `${pad(z.day)}.${pad(z.month)}.${z.year}` : MISSING;
}

/** HH:mm on Berlin's clock (HH:mm:ss with `seconds`); '–' when the value is missing or not a date. */
export function formatTime(value: Instant | null | undefined, options: { seconds?: boolean } = {}): string {
  const z = berlinFields(value);
  if (!z) return MISSING;
  return options.seconds ? `${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}` : `${pad(z.hour)}:${pad(z.minute)}`;
}

/** 'dd.MM.yyyy, HH:mm' in Berlin time; '–' when the value is missing or not a date. */
export function formatDateTime(value: Instant | null | undefined): string {
  return berlinFields(value) ? `${formatDate(value)}, ${formatTime(value)}` : MISSING;
}

/** A calendar date without a clock: 'YYYY-MM-DD' -> 'dd.MM.yyyy'; anything else is shown as it is. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/**
 * A calendar date as seen from the Berlin day of an instant: 'heute', 'morgen', else 'am dd.MM.yyyy'
 * (a reminder sent at 08:00 for 15:00 the same day says 'heute', across a clock change too).
 */
export function formatDayFrom(date: string, seenAt: Instant): string {
  return formatDaySeen(date, berlinDateOf(seenAt));
}

/** 'heute', 'morgen' or 'am dd.MM.yyyy': a calendar date seen from `today` (both 'YYYY-MM-DD', one calendar). */
export function formatDaySeen(date: string, today: string): string {
  if (date === today) return 'heute';
  if (date === addDays(today, 1)) return 'morgen';
  return `am ${formatCalendarDate(date)}`;
}

export { formatYear } from './year';

const longMonths = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
// Fixed three-letter names: ICU's 'short' month differs between engines ('März' vs 'Mär.').
const shortMonths = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];

function monthParts(month: string): [number, number] {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new RangeError(`Kein gültiger Monat: ${month}`);
  return [Number(m[1]), Number(m[2])];
}

/** 'YYYY-MM' -> 'März 2026'. */
export function formatMonthLong(month: string): string {
  const [y, m] = monthParts(month);
  return `${longMonths[m - 1]} ${y}`;
}

/** 'YYYY-MM' -> 'Mär 26' (chart axes). */
export function formatMonthShort(month: string): string {
  const [y, m] = monthParts(month);
  return `${shortMonths[m - 1]} ${String(y).slice(2)}`;
}
