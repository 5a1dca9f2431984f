import { spellOutUmlauts } from '../../lib/german/umlauts';
import { paymentsMessages } from './contract';
import { calendarDate, UnreadableStatement } from './statement-line';

// The text of a bank's CSV export: rows (with the file line each starts on), German amounts and dates.

/** One row of the file and the line of the file it starts on (a quoted purpose may span lines). */
export interface CsvRow {
  cells: string[];
  line: number;
}

/** Delimited text with "quoted" fields ("" inside for a quote; line breaks inside quotes allowed). */
export function csvRows(text: string, delimiter: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startedOn = 1;
  const end = () => {
    cells.push(field);
    if (cells.some((f) => f.trim() !== '')) rows.push({ cells, line: startedOn });
    cells = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      cells.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') {
        i++;
        line++;
      }
      end();
      startedOn = line;
    } else field += c;
  }
  end();
  return rows;
}

/** '1.234,56', '-12,5', '+3,00', '12,50-' (the sign behind, as some banks write), '1.000' (DKB: 1.000,00) in cents; null when it is not an amount. */
export function germanCents(value: string): number | null {
  const m = value
    .trim()
    .replace(/\s|€|EUR/g, '')
    .match(/^([+-]?)(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?([+-]?)$/);
  if (!m || (m[1] && m[4])) return null;
  const cents = Number(m[2]!.replace(/\./g, '')) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' || m[4] === '-' ? -cents : cents;
}

/** '-12.50', '1190.00' (comma-separated exports such as N26's write a decimal point, no thousands) in cents. */
export function pointCents(value: string): number | null {
  const m = value
    .trim()
    .replace(/\s|€|EUR/g, '')
    .match(/^([+-]?)(\d+)(?:\.(\d{1,2}))?$/);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

const germanDatePattern = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'dd.mm.yyyy', 'd.m.yyyy' (Deutsche Bank), 'dd.mm.yy' (Sparkasse, DKB) or ISO 'yyyy-mm-dd' (N26)
 * as 'yyyy-mm-dd'; null otherwise (also a day the calendar lacks, '31.02.').
 */
export function germanDate(value: string): string | null {
  const iso = value.trim().match(isoDatePattern);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = value.trim().match(germanDatePattern);
  if (!m) return null;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return calendarDate(year, Number(m[2]), Number(m[1]));
}

/** Whether the value is shaped as a date (a booking row), whatever day it names. */
export const dateShaped = (value: string): boolean =>
  germanDatePattern.test(value.trim()) || isoDatePattern.test(value.trim());

/**
 * The booking date of a row, or null for a row that is no booking (a balance, a blank date); a
 * date-shaped value the calendar lacks refuses the file.
 */
export function bookingDate(value: string): string | null {
  if (!dateShaped(value)) return null;
  const date = germanDate(value);
  if (!date) throw new UnreadableStatement(paymentsMessages.unreadableDate(value));
  return date;
}

/** Header names and texts folded: lower case, umlauts spelled out, only letters and digits. */
export const fold = (h: string): string =>
  spellOutUmlauts(h.toLowerCase())
    .replace(/\*in|\*r|\(in\)/g, 'r')
    .replace(/[^a-z0-9]/g, '');
