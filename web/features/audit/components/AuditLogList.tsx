import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { EmptyState } from '../../../components/ui/Page';
import { Spinner } from '../../../components/ui/Spinner';
import { AuditRowItem, type AuditRowActions } from './AuditRowItem';
import type { AuditLog } from './use-audit-log';
import * as styles from './Audit.css';
import { DividedList } from '../../../components/ui/DividedList';

/** The rows of a log, newest first, with 'Ältere laden' for the next page back. */
export function AuditLogList({ log, label, ...actions }: { log: AuditLog; label: string } & AuditRowActions) {
  const { query, rows } = log;
  if (query.isPending) return <Spinner label="Ereignisse werden geladen …" />;
  if (query.isError && rows.length === 0) {
    return (
      <>
        <Notice tone="error">Die Ereignisse konnten nicht geladen werden.</Notice>
        <div><Button variant="secondary" onPress={() => void query.refetch()}>Erneut versuchen</Button></div>
      </>
    );
  }
  if (rows.length === 0) return <EmptyState title="Keine Ereignisse">Für diese Auswahl gibt es keine Einträge.</EmptyState>;
  return (
    <>
      <DividedList variant="open" aria-label={label}>
        {rows.map((row) => <AuditRowItem key={row.position} row={row} {...actions} />)}
      </DividedList>
      {query.hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" isPending={query.isFetchingNextPage} onPress={() => void query.fetchNextPage()}>Ältere laden</Button>
        </div>
      ) : null}
    </>
  );
}
