import { z } from 'zod';
import { formatCalendarDate } from '../../lib/german/format';
import { meetingStatuses, meetingStatusLabels, platformLabels, type MeetingStatus, type MeetingView } from './contract';

// Isomorphic: the admin's meetings table (/admin/meetings) and its CSV export filter with this ONE
// function, so the export holds exactly the rows the screen shows (issue 15).

const sortKeys = ['date', 'client', 'status'] as const;

/** The screen's search, status filter and sort, as the export's query string (`GET /api/meetings/export`). */
export const adminMeetingFilterQuery = z.object({
  search: z.string().trim().max(200, 'Höchstens 200 Zeichen.').optional().default(''),
  status: z.enum(['all', ...meetingStatuses], { error: 'Unbekannter Status.' }).optional().default('all'),
  sort: z.enum(sortKeys, { error: 'Unbekannte Sortierung.' }).optional().default('date'),
});
export type AdminMeetingFilter = z.infer<typeof adminMeetingFilterQuery>;

const statusOrder: Record<MeetingStatus, number> = { scheduled: 0, completed: 1, not_held: 2, cancelled: 3 };
const collator = new Intl.Collator('de-DE', { sensitivity: 'base' });
const newestFirst = (a: MeetingView, b: MeetingView) => new Date(b.startsAt).getTime() - new Date(a.startsAt).getTime();

/** What the search box looks at: client, partner, date (both forms), status (label and value). */
function haystack(m: MeetingView): string {
  return [
    m.clientName,
    m.clientEmail,
    m.partnerName,
    m.date,
    formatCalendarDate(m.date),
    m.time,
    meetingStatusLabels[m.status],
    m.status,
    platformLabels[m.platform],
  ]
    .join(' ')
    .toLocaleLowerCase('de-DE');
}

/** The admin table's rows: searched, filtered by status and sorted (date: newest first). */
export function filterMeetings(
  meetings: readonly MeetingView[],
  { search, status, sort }: AdminMeetingFilter,
): MeetingView[] {
  const words = search.trim().toLocaleLowerCase('de-DE').split(/\s+/).filter(Boolean);
  const rows = meetings.filter(
    (m) => (status === 'all' || m.status === status) && words.every((w) => haystack(m).includes(w)),
  );
  const compare = {
    date: newestFirst,
    client: (a: MeetingView, b: MeetingView) => collator.compare(a.clientName, b.clientName) || newestFirst(a, b),
    status: (a: MeetingView, b: MeetingView) => statusOrder[a.status] - statusOrder[b.status] || newestFirst(a, b),
  }[sort];
  return [...rows].sort(compare);
}
