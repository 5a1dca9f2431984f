import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { formatCalendarDate, formatHours } from '../../lib/german/format';
import { excelCsv, safeCell } from '../../server/http/csv';
import { meetingStatusLabels, platformLabels, type MeetingView } from './contract';

// The admin's meetings export (spec 02 §7), for Excel.

const columns = [
  'Datum',
  'Uhrzeit',
  'Dauer (Min.)',
  'Klient',
  'E-Mail',
  'Accelerator',
  'Plattform',
  'Status',
  'Stunden',
  'Zusammenfassung',
  'Notizen',
  'Abschlussnotizen',
];

const rowOf = (m: MeetingView) => [
  formatCalendarDate(m.date),
  m.time,
  m.duration,
  m.clientName,
  m.clientEmail,
  m.partnerName,
  platformLabels[m.platform],
  meetingStatusLabels[m.status],
  formatHours(m.hoursUsed),
  m.summary,
  m.notes,
  m.completionNotes,
];

/** The whole file at once (a list already in memory). */
export function meetingsCsv(meetings: MeetingView[]): string {
  return excelCsv(columns, meetings.map(rowOf));
}

/**
 * The file as a stream, page by page as `pages` reads them (issue 17): the same bytes as
 * `meetingsCsv` of all pages, never the whole list in memory.
 */
export function meetingsCsvStream(pages: AsyncIterable<MeetingView[]>): Readable {
  async function* chunks() {
    yield meetingsCsv([]);
    for await (const page of pages) {
      yield stringify(
        page.map((m) => rowOf(m).map(safeCell)),
        { delimiter: ';', record_delimiter: 'windows' },
      );
    }
  }
  return Readable.from(chunks());
}
