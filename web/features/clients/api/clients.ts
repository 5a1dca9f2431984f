import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  CLIENT_MEETINGS_PAGE,
  dashboardKeys,
  type ClientDetails,
  type ClientMeetingPage,
  type ClientFilter,
  type ClientPage,
} from '../../../../modules/dashboards/contract';
import { PAGE_SIZE } from '../../../../lib/list-query';
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

export const clientDetailsQuery = (clientId: string) =>
  queryOptions({
    queryKey: dashboardKeys.clientDetails(clientId),
    queryFn: ({ signal }) =>
      api.load<ClientDetails>(`/api/clients/${encodeURIComponent(clientId)}/details`, { signal }),
  });

/**
 * The client's further meetings, a page at a time from `from` on (the details bring the newest
 * page). Under the details' key: a push that refreshes the details refreshes these too.
 */
export const clientMeetingsQuery = (clientId: string, from: number) =>
  infiniteQueryOptions({
    queryKey: [...dashboardKeys.clientMeetings(clientId), from] as const,
    queryFn: ({ pageParam, signal }) =>
      api.load<ClientMeetingPage>(`/api/clients/${encodeURIComponent(clientId)}/meetings`, {
        params: { limit: CLIENT_MEETINGS_PAGE, offset: pageParam },
        signal,
      }),
    initialPageParam: from,
    getNextPageParam: (last, _pages, offset) => {
      const next = offset + last.meetings.length;
      return last.meetings.length > 0 && next < last.total ? next : undefined;
    },
  });

/** The CSV of the list as searched and filtered on screen, every page (Excel: `;`, BOM, German headers). */
export function downloadClientsCsv({ q, filter }: ClientListParams): Promise<string> {
  return downloadFile('/api/clients/export', `klienten-${today()}.csv`, { q: q || undefined, filter });
}
