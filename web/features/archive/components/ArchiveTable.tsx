import { archiveStatusLabels, type ArchiveStatus, type ArchivedClient } from '../../../../modules/archive/contract';
import { formatDate } from '../../../../lib/german/format';
import { ActionMenu } from '../../../components/ui/ActionMenu';
import { StatusPill, type PillTone } from '../../../components/ui/StatusPill';
import { CellLines, ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/ui/ResponsiveTable';
import { RatingStars } from './RatingStars';
import * as styles from './Archive.css';
import { EmailAddress } from '../../../components/ui/EmailAddress';

const columns = ['Klient', 'Unternehmen', 'Paket', 'Zeitraum', 'Status', 'Bewertung', 'Statistik', 'Aktionen'] as const;
const tones: Record<ArchiveStatus, PillTone> = { completed: 'success', cancelled: 'danger', expired: 'neutral' };

export type ArchiveAction = 'details' | 'notes' | 'export';

const menuItems = [
  { id: 'details', label: 'Details anzeigen' },
  { id: 'notes', label: 'Notizen bearbeiten' },
  { id: 'export', label: 'Daten exportieren' },
];

/** The KundenKartei's columns (spec 02 §2); a card per client on phones. */
export function ArchiveTable({
  rows,
  onAction,
}: {
  rows: ArchivedClient[];
  onAction: (row: ArchivedClient, action: ArchiveAction) => void;
}) {
  return (
    <ResponsiveTable
      label="Archivierte Kunden"
      columns={columns}
      hiddenColumns={['Aktionen']}
      columnClassName={(column) =>
        column === 'Unternehmen' ? `${styles.tight} ${styles.companyColumn}` : styles.tight
      }
      items={rows}
      emptyText="Keine archivierten Kunden gefunden."
      testId="archive-table"
    >
      {(r) => (
        <ResponsiveRow id={r.id} testId="archive-row">
          <ResponsiveCell label={columns[0]} title className={styles.tight}>
            <CellLines main={r.name} detail={<EmailAddress email={r.email} />}>
              {r.company ? <span className={styles.companyLine}>{r.company}</span> : null}
              {r.notes ? (
                <span className={styles.note} title={r.notes} data-testid="archive-notes">
                  Notiz: {r.notes}
                </span>
              ) : null}
            </CellLines>
          </ResponsiveCell>
          <ResponsiveCell label={columns[1]} className={`${styles.tight} ${styles.companyColumn}`}>
            {r.company || '–'}
          </ResponsiveCell>
          <ResponsiveCell label={columns[2]} className={styles.tight}>
            {r.packageName}
          </ResponsiveCell>
          <ResponsiveCell label={columns[3]} className={styles.tight}>
            <span className={styles.period} data-testid="archive-period">
              <span>{formatDate(r.activatedAt)} –</span> <span>{formatDate(r.completedAt)}</span>
            </span>
          </ResponsiveCell>
          <ResponsiveCell label={columns[4]} className={styles.tight} inline>
            <StatusPill tone={tones[r.status]} testId="archive-status">
              {archiveStatusLabels[r.status]}
            </StatusPill>
          </ResponsiveCell>
          <ResponsiveCell label={columns[5]} className={styles.tight} inline>
            <span className={styles.rating}>
              <RatingStars rating={r.rating} />
              {r.ratingComment ? (
                <q className={styles.ratingComment} title={r.ratingComment} data-testid="archive-rating-comment">
                  {r.ratingComment}
                </q>
              ) : null}
            </span>
          </ResponsiveCell>
          <ResponsiveCell label={columns[6]} className={styles.tight}>
            <span className={styles.stats} data-testid="archive-stats">
              <span>
                <span className={styles.statValue}>{r.meetingsCount}</span> Meetings
              </span>
              <span>
                <span className={styles.statValue}>{r.partnersCount}</span> Acceleratoren
              </span>
              <span>
                <span className={styles.statValue}>{r.documentsCount}</span> Dokumente
              </span>
            </span>
          </ResponsiveCell>
          <ResponsiveCell label={columns[7]} className={styles.tight} inline>
            <ActionMenu
              label={`Aktionen für ${r.name}`}
              items={menuItems}
              onAction={(id) => onAction(r, id as ArchiveAction)}
            />
          </ResponsiveCell>
        </ResponsiveRow>
      )}
    </ResponsiveTable>
  );
}
