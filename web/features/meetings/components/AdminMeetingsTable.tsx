import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type { MeetingView } from '../../../../modules/meetings/contract';
import { Button } from '../../../components/ui/Button';
import { platformLabel } from '../rules/format';
import { formatCalendarDate } from '../../../../lib/german/format';
import { StatusBadge } from './StatusBadge';
import * as styles from '../../../components/ui/ResponsiveTable.css';

const columns = ['Datum/Uhrzeit', 'Klient', 'Accelerator', 'Plattform', 'Status', 'Details'] as const;

/** /admin/meetings: date/time, client with e-mail, accelerator, platform, status badge, details. */
export function AdminMeetingsTable({ meetings, onDetails }: { meetings: MeetingView[]; onDetails: (m: MeetingView) => void }) {
  return (
    <div className={styles.wrapper}>
      <Table aria-label="Meetings" className={styles.table} data-testid="admin-meetings-table">
        <TableHeader className={styles.header}>
          {columns.map((c, i) => <Column key={c} isRowHeader={i === 0} className={styles.column}>{c}</Column>)}
        </TableHeader>
        <TableBody items={meetings} className={styles.body} renderEmptyState={() => <div className={styles.empty}>Keine Meetings gefunden.</div>}>
          {(m) => (
            <Row id={m.id} className={styles.row} data-testid="admin-meeting-row">
              <Cell className={styles.cell} data-label={columns[0]}>
                <span>
                  <span className={styles.strong}>{formatCalendarDate(m.date)}</span>
                  <span className={styles.muted}>{m.time} Uhr · {m.duration} Min.</span>
                </span>
              </Cell>
              <Cell className={styles.cell} data-label={columns[1]}>
                <span>
                  <span className={styles.strong}>{m.clientName}</span>
                  <span className={styles.muted}>{m.clientEmail}</span>
                </span>
              </Cell>
              <Cell className={styles.cell} data-label={columns[2]}>{m.partnerName}</Cell>
              <Cell className={styles.cell} data-label={columns[3]}>{platformLabel(m.platform)}</Cell>
              <Cell className={styles.cell} data-label={columns[4]}><span><StatusBadge status={m.status} /></span></Cell>
              <Cell className={styles.cell} data-label={columns[5]}>
                <span>
                  <Button variant="secondary" onPress={() => onDetails(m)} aria-label={`Details: ${formatCalendarDate(m.date)}, ${m.clientName}`}>Details</Button>
                </span>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
