import type { AuditEntity } from '../../../../modules/audit/contract';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { auditLoadFailed } from '../api/audit';
import { AuditLogList } from './AuditLogList';
import type { AuditRowActions } from './AuditRowItem';
import { useAuditLog } from './use-audit-log';

export interface HistoryListProps extends AuditRowActions {
  entity: AuditEntity;
  entityId: string;
}

/** An entity's 'Verlauf': its events in German, newest first, live. Admins only (the API is). */
export function HistoryList(props: HistoryListProps) {
  return (
    <QueryBoundary message={auditLoadFailed}>
      <History {...props} />
    </QueryBoundary>
  );
}

function History({ entity, entityId, ...actions }: HistoryListProps) {
  const log = useAuditLog({ entity, entityId });
  return <AuditLogList log={log} label="Verlauf" {...actions} />;
}
