import { formatCalendarDate, formatHours } from '../../lib/german/format';
import { excelCsv } from '../../server/http/csv';
import { meetingStatusLabels, platformLabels, type MeetingView } from './contract';

/** The admin's meetings export (spec 02 §7), for Excel. */
export function meetingsCsv(meetings: MeetingView[]): string {
  return excelCsv(
    [
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
    ],
    meetings.map((m) => [
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
    ]),
  );
}
