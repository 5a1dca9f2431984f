import { stringify } from 'csv-stringify/sync';
import { germanDate } from '../../jobs/format';
import { meetingStatusLabels, platformLabels, type MeetingView } from './contract';

/** A cell Excel would run as a formula (=, +, -, @) is prefixed with ' (CSV injection). */
const cell = (v: string | number): string | number => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/** CSV for Excel: German headers, `;` separator, UTF-8 byte order mark, quoted as needed. */
export function meetingsCsv(meetings: MeetingView[]): string {
  const rows = meetings.map((m) => [
    germanDate(`${m.date}T12:00:00Z`), m.time, m.duration, m.clientName, m.clientEmail, m.partnerName, platformLabels[m.platform],
    meetingStatusLabels[m.status], String(m.hoursUsed).replace('.', ','), m.summary ?? '', m.notes ?? '',
  ].map(cell));
  return '\uFEFF' + stringify(rows, {
    delimiter: ';',
    header: true,
    columns: ['Datum', 'Uhrzeit', 'Dauer (Min.)', 'Klient', 'E-Mail', 'Accelerator', 'Plattform', 'Status', 'Stunden', 'Zusammenfassung', 'Notizen'],
    record_delimiter: 'windows',
  });
}
