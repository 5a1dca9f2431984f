import { Cell, Column, Row, Table, TableBody, TableHeader, VisuallyHidden } from 'react-aria-components';
import { archiveStatusLabels, type ArchiveStatus, type ArchivedClient } from '../../../../modules/archive/contract';
import { formatDate } from '../../../../lib/german/format';
import { ActionMenu } from '../../../components/ui/ActionMenu';
import { StatusPill, type PillTone } from '../../../components/ui/StatusPill';
import * as t from '../../../components/ui/ResponsiveTable.css';
import { RatingStars } from './RatingStars';
import * as styles from './Archive.css';

const columns = ['Klient', 'Unternehmen', 'Paket', 'Zeitraum', 'Status', 'Bewertung', 'Statistik', 'Aktionen'] as const;
const tones: Record<ArchiveStatus, PillTone> = { completed: 'success', cancelled: 'danger', expired: 'neutral' };

const cell = [t.cell, styles.tight].join(' ');

export type ArchiveAction = 'details' | 'notes' | 'export';

const menuItems = [
  { id: 'details', label: 'Details anzeigen' },
  { id: 'notes', label: 'Notizen bearbeiten' },
  { id: 'export', label: 'Daten exportieren' },
];

/** The KundenKartei's columns (spec 02 §2); a card per client on phones. */
export function ArchiveTable({ rows, onAction }: { rows: ArchivedClient[]; onAction: (row: ArchivedClient, action: ArchiveAction) => void }) {
  return (
    <div className={t.wrapper}>
      <Table aria-label="Archivierte Kunden" className={t.table} data-testid="archive-table">
        <TableHeader className={t.header}>
          {columns.map((c, i) => (
            <Column key={c} isRowHeader={i === 0} className={[t.column, styles.tight].join(' ')}>
              {/* The menu button says what it is; its header only needs to be heard. */}
              {c === 'Aktionen' ? <VisuallyHidden>{c}</VisuallyHidden> : c}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={rows} className={t.body} renderEmptyState={() => <div className={t.empty}>Keine archivierten Kunden gefunden.</div>}>
          {(r) => (
            <Row id={r.id} className={t.row} data-testid="archive-row">
              <Cell className={[t.cell, t.titleCell, styles.tight].join(' ')} data-label={columns[0]}>
                <span>
                  <span className={t.strong}>{r.name}</span>
                  <span className={t.muted}>{r.email}</span>
                  {r.notes ? <span className={styles.note} title={r.notes} data-testid="archive-notes">Notiz: {r.notes}</span> : null}
                </span>
              </Cell>
              <Cell className={cell} data-label={columns[1]}>{r.company || '–'}</Cell>
              <Cell className={cell} data-label={columns[2]}>{r.packageName}</Cell>
              <Cell className={cell} data-label={columns[3]}>
                <span className={styles.period} data-testid="archive-period"><span>{formatDate(r.activatedAt)} –</span> <span>{formatDate(r.completedAt)}</span></span>
              </Cell>
              <Cell className={cell} data-label={columns[4]}><span><StatusPill tone={tones[r.status]} testId="archive-status">{archiveStatusLabels[r.status]}</StatusPill></span></Cell>
              <Cell className={cell} data-label={columns[5]}><span><RatingStars rating={r.rating} /></span></Cell>
              <Cell className={cell} data-label={columns[6]}>
                <span className={styles.stats} data-testid="archive-stats">
                  <span><span className={styles.statValue}>{r.meetingsCount}</span> Meetings</span>
                  <span><span className={styles.statValue}>{r.partnersCount}</span> Acceleratoren</span>
                  <span><span className={styles.statValue}>{r.documentsCount}</span> Dokumente</span>
                </span>
              </Cell>
              <Cell className={cell} data-label={columns[7]}>
                <span>
                  <ActionMenu label={`Aktionen für ${r.name}`} items={menuItems} onAction={(id) => onAction(r, id as ArchiveAction)} />
                </span>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
