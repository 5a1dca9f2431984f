import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { auditKeys, type AuditPage, type AuditQuery, type StreamAsOf } from '../../../../modules/audit/contract';
import { api } from '../../../api/client';
import { downloadFile, today } from '../../../api/download';

// The audit log (admin) and the as-of view of a stream. Everything sits under `['audit']`, which
// the audit screens invalidate on every realtime push (live tail, no polling).

export type AuditFilter = Omit<AuditQuery, 'before' | 'limit'>;

const pageSize = 50;

export const auditLoadFailed = 'Die Ereignisse konnten nicht geladen werden.';

/** The log, newest first; older pages follow with `before = nextBefore`. */
export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: auditKeys.log(filter),
    queryFn: ({ pageParam, signal }) =>
      api.load<AuditPage>('/api/audit/events', {
        params: { ...filter, before: pageParam ?? undefined, limit: pageSize },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });

/** A stream folded up to `asOf` (ISO); 404 when it did not exist yet. */
export const streamAsOfQuery = (streamId: string, asOf: string) =>
  queryOptions({
    queryKey: [...auditKeys.all, 'stream', streamId, asOf] as const,
    queryFn: ({ signal }) =>
      api.get<StreamAsOf>(`/api/audit/streams/${encodeURIComponent(streamId)}`, { params: { asOf }, signal }),
    retry: false,
  });

export const packageStreamId = (userPackageId: string) => `packages-user-package-${userPackageId}`;

/** Everything the portal holds about the signed-in person, as a JSON file. */
export function downloadMyData(): Promise<string> {
  return downloadFile('/api/users/me/export', `meine-daten-${today()}.json`);
}

/** A client's files (theirs and those shared with them), as one ZIP: the rest of the data export. */
export function downloadMyFiles(clientId: string): Promise<string> {
  return downloadFile(`/api/clients/${encodeURIComponent(clientId)}/files/export`, `meine-dateien-${today()}.zip`);
}
