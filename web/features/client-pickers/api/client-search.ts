import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { archiveKeys, type ArchivePage } from '../../../../modules/archive/contract';
import { dashboardKeys, type ClientFilter, type ClientPage } from '../../../../modules/dashboards/contract';
import { api } from '../../../api/client';
import type { PickableClient } from '../rules/client-options';

// The client pickers ask the server as the admin types (issue 17): a few matches, never "the first 200".

/** How many matches a picker lists; more typing narrows them. */
const CLIENT_SEARCH_LIMIT = 20;

/** Clients whose name, e-mail, company or phone matches `q` (all, by name, when `q` is empty). */
export const clientSearchQuery = (q: string, filter: ClientFilter) =>
  queryOptions({
    queryKey: [...dashboardKeys.clients, 'search', { q, filter }] as const,
    meta: { ownUnauthorizedText: true },
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<PickableClient[]> =>
      (
        await api.load<ClientPage>('/api/clients', {
          params: { q: q || undefined, filter, limit: CLIENT_SEARCH_LIMIT },
          signal,
        })
      ).clients,
  });

/** Former clients (KundenKartei) whose name, e-mail or company matches `q`. */
export const formerClientSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...archiveKeys.all, 'search', q] as const,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<PickableClient[]> =>
      (
        await api.load<ArchivePage>('/api/client-archive', {
          params: { q: q || undefined, limit: CLIENT_SEARCH_LIMIT },
          signal,
        })
      ).entries.map((e) => ({ id: e.userId, name: e.name, email: e.email, company: e.company, former: true })),
  });
