import type { AuditEntity } from '../../../../modules/audit/contract';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { auditLoadFailed, type AuditFilter } from '../api/audit';
import { AuditLogList } from './AuditLogList';
import type { AuditRowActions } from './AuditRowItem';
import { useAuditLog } from './use-audit-log';

interface AuditLogSectionProps extends AuditRowActions {
  filter: AuditFilter;
  label: string;
}

/** A log for a filter that loads on its own: a spinner, then the rows or 'Die Ereignisse konnten nicht geladen werden.' */
export function AuditLogSection(props: AuditLogSectionProps) {
  return (
    <QueryBoundary message={auditLoadFailed} resetKey={JSON.stringify(props.filter)}>
      <AuditLogRows {...props} />
    </QueryBoundary>
  );
}

function AuditLogRows({ filter, label, ...actions }: AuditLogSectionProps) {
  const log = useAuditLog(filter);
  return <AuditLogList log={log} label={label} {...actions} />;
}

interface HistoryListProps extends AuditRowActions {
  entity: AuditEntity;
  entityId: string;
}

/** An entity's 'Verlauf': its events in German, newest first, live. Admins only (the API is). */
export function HistoryList({ entity, entityId, ...actions }: HistoryListProps) {
  return <AuditLogSection filter={{ entity, entityId }} label="Verlauf" {...actions} />;
}
