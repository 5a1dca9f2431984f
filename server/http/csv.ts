import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { berlinDateOf } from '../../lib/german/time';

/**
 * A cell Excel would run as a formula is prefixed with ' (CSV injection): one starting with = @ tab or
 * CR, or with + or - unless it is plainly a number (German too: '-1.234,56') or phone number ('+49 30 123-45').
 */
export function safeCell(v: string | number | null): string | number {
  if (v === null) return '';
  if (typeof v !== 'string') return v;
  if (/^[=@\t\r]/.test(v) || (/^[+-]/.test(v) && !/^[+-][\d\s()/.,-]*$/.test(v))) return `'${v}`;
  return v;
}

/** CSV for Excel: German headers, `;` separator, CRLF, UTF-8 byte order mark, quoted as needed. */
export function excelCsv(columns: string[], rows: (string | number | null)[][]): string {
  return (
    '\uFEFF' +
    stringify(
      rows.map((r) => r.map(safeCell)),
      { delimiter: ';', header: true, columns, record_delimiter: 'windows' },
    )
  );
}

/** `{name}-{yyyy-mm-dd}.csv`, dated by the firm's (Berlin) calendar: at 00:30 on New Year's Day it is the new year. */
export const csvFileName = (name: string, day: Date) => `${name}-${berlinDateOf(day)}.csv`;

/** Sends a CSV (whole, or a stream of pages) as a download named by `csvFileName`. */
export function sendCsv(reply: FastifyReply, name: string, csv: string | Readable, day: Date) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(name, day)}"`)
    .send(csv);
}

/** The documented answers of a list's CSV export: the file, or 400 for the list's query (`invalid`). */
export const csvDownload = (invalid: string) =>
  ({ produces: 'text/csv', responses: { 200: 'CSV-Datei', 400: invalid } }) as const;
