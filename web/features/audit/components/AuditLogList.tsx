import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/Page';
import { AuditRowItem, type AuditRowActions } from './AuditRowItem';
import type { AuditLog } from './use-audit-log';
import * as styles from './Audit.css';
import { DividedList } from '../../../components/ui/DividedList';

/** The rows of a log, newest first, with 'Ältere laden' for the next page back. */
export function AuditLogList({ log, label, ...actions }: { log: AuditLog; label: string } & AuditRowActions) {
  const { query, rows } = log;
  if (rows.length === 0)
    return <EmptyState title="Keine Ereignisse">Für diese Auswahl gibt es keine Einträge.</EmptyState>;
  return (
    <>
      <DividedList variant="open" aria-label={label}>
        {rows.map((row) => (
          <AuditRowItem key={row.position} row={row} {...actions} />
        ))}
      </DividedList>
      {query.hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" isPending={query.isFetchingNextPage} onPress={() => void query.fetchNextPage()}>
            Ältere laden
          </Button>
        </div>
      ) : null}
    </>
  );
}
