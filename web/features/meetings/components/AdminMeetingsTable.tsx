import type { MeetingView } from '../../../../modules/meetings/contract';
import { Button } from '../../../components/ui/Button';
import { platformLabel } from '../rules/format';
import { formatCalendarDate } from '../../../../lib/german/format';
import { CellLines, ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { MeetingStatusPills } from './StatusBadge';

const columns = ['Datum/Uhrzeit', 'Klient', 'Accelerator', 'Plattform', 'Status', 'Details'] as const;

/** /admin/meetings: date/time, client with e-mail, accelerator, platform, status badge, details. */
export function AdminMeetingsTable({
  meetings,
  onDetails,
}: {
  meetings: MeetingView[];
  onDetails: (m: MeetingView) => void;
}) {
  return (
    <ResponsiveTable
      label="Meetings"
      columns={columns}
      items={meetings}
      emptyText="Keine Meetings gefunden."
      testId="admin-meetings-table"
    >
      {(m) => (
        <ResponsiveRow id={m.id} testId="admin-meeting-row">
          <ResponsiveCell label={columns[0]}>
            <CellLines main={formatCalendarDate(m.date)} detail={`${m.time} Uhr · ${m.duration} Min.`} />
          </ResponsiveCell>
          <ResponsiveCell label={columns[1]}>
            <CellLines main={m.clientName} detail={m.clientEmail} />
          </ResponsiveCell>
          <ResponsiveCell label={columns[2]}>{m.partnerName}</ResponsiveCell>
          <ResponsiveCell label={columns[3]}>{platformLabel(m.platform)}</ResponsiveCell>
          <ResponsiveCell label={columns[4]} inline>
            <MeetingStatusPills meeting={m} />
          </ResponsiveCell>
          <ResponsiveCell label={columns[5]} inline>
            <Button
              variant="secondary"
              onPress={() => onDetails(m)}
              aria-label={`Details: ${formatCalendarDate(m.date)}, ${m.clientName}`}
            >
              Details
            </Button>
          </ResponsiveCell>
        </ResponsiveRow>
      )}
    </ResponsiveTable>
  );
}
