import { queryOptions } from '@tanstack/react-query';
import {
  dashboardKeys,
  type AdminClient,
  type ClientDetails,
  type ClientFilter,
  type ClientPage,
} from '../../../../modules/dashboards/contract';
import { PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../lib/list-query';
import { api } from '../../../api/client';
import { downloadFile, today } from '../../../api/download';

// The admin's client list and client details (spec 02 §7, Dashboards and clients). Realtime pushes
// invalidate `['clients']`, so nothing polls.

interface ClientListParams {
  q: string;
  filter: ClientFilter;
}

/** One page of the list (issue 17: the server searches, filters and pages); the route loads it before it shows it. */
export const clientPageQuery = ({ q, filter, offset }: ClientListParams & { offset: number }) =>
  queryOptions({
    queryKey: [...dashboardKeys.clients, 'list', { q, filter, offset }] as const,
    meta: { ownUnauthorizedText: true },
    queryFn: ({ signal }) =>
      api.load<ClientPage>('/api/clients', {
        params: { q: q || undefined, filter, limit: PAGE_SIZE, offset: offset || undefined },
        signal,
      }),
  });

/**
 * Other screens' client pickers and name look-ups: the first clients by name, at most one page of
 * the largest size. TODO(issue 17): those pickers should search on the server as they type.
 */
export const clientsQuery = ({ q, filter }: ClientListParams) =>
  queryOptions({
    queryKey: [...dashboardKeys.clients, 'list', { q, filter, limit: MAX_PAGE_SIZE }] as const,
    meta: { ownUnauthorizedText: true },
    queryFn: async ({ signal }): Promise<AdminClient[]> =>
      (
        await api.load<ClientPage>('/api/clients', {
          params: { q: q || undefined, filter, limit: MAX_PAGE_SIZE },
          signal,
        })
      ).clients,
  });

export const clientDetailsQuery = (clientId: string) =>
  queryOptions({
    queryKey: dashboardKeys.clientDetails(clientId),
    queryFn: ({ signal }) =>
      api.load<ClientDetails>(`/api/clients/${encodeURIComponent(clientId)}/details`, { signal }),
  });

/** The CSV of the list as searched and filtered on screen, every page (Excel: `;`, BOM, German headers). */
export function downloadClientsCsv({ q, filter }: ClientListParams): Promise<string> {
  return downloadFile('/api/clients/export', `klienten-${today()}.csv`, { q: q || undefined, filter });
}
