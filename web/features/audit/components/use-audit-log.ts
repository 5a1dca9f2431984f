import { useInfiniteQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { AuditRow } from '../../../../modules/audit/contract';
import { auditLogQuery, type AuditFilter } from '../api/audit';
import { useAuditLiveTail } from './use-audit-live-tail';

/**
 * The log for a filter, all loaded pages flattened, kept live by the realtime pushes. Suspends
 * until the first page is there (its QueryBoundary shows the wait and a failure).
 */
export function useAuditLog(filter: AuditFilter) {
  useAuditLiveTail();
  const query = useSuspenseInfiniteQuery(auditLogQuery(filter));
  const rows: AuditRow[] = query.data.pages.flatMap((p) => p.rows);
  return { query, rows };
}

export type AuditLog = ReturnType<typeof useAuditLog>;

/** The rows of the same log loaded so far, without waiting: what the filters offer to pick. */
export function useLoadedAuditRows(filter: AuditFilter): AuditRow[] {
  return useInfiniteQuery(auditLogQuery(filter)).data?.pages.flatMap((p) => p.rows) ?? [];
}
