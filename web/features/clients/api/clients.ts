import { queryOptions } from '@tanstack/react-query';
import {
  dashboardKeys,
  type AdminClient,
  type ClientDetails,
  type ClientFilter,
} from '../../../../modules/dashboards/contract';
import { api } from '../../../api/client';
import { downloadFile, today } from '../../../api/download';

// The admin's client list and client details (spec 02 §7, Dashboards and clients). Realtime pushes
// invalidate `['clients']`, so nothing polls.

interface ClientListParams {
  q: string;
  filter: ClientFilter;
}

export const clientsQuery = ({ q, filter }: ClientListParams) =>
  queryOptions({
    queryKey: [...dashboardKeys.clients, 'list', { q, filter }] as const,
    meta: { ownUnauthorizedText: true },
    // The route loads the list before it shows a new search, so the last list stays on screen meanwhile.
    queryFn: ({ signal }) =>
      api.load<AdminClient[]>('/api/clients', { params: { q: q || undefined, filter }, list: true, signal }),
  });

export const clientDetailsQuery = (clientId: string) =>
  queryOptions({
    queryKey: dashboardKeys.clientDetails(clientId),
    queryFn: ({ signal }) =>
      api.load<ClientDetails>(`/api/clients/${encodeURIComponent(clientId)}/details`, { signal }),
  });

/** The CSV of the list as filtered on screen (Excel: `;`, BOM, German headers). */
export function downloadClientsCsv({ q, filter }: ClientListParams): Promise<string> {
  return downloadFile('/api/clients/export', `klienten-${today()}.csv`, { q: q || undefined, filter });
}
