// Beside api/ (not in it): it loads through the partners feature's screens' entry, which the
// realtime test's sweep of every api/ file must not pull in.

import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { User } from '../../../modules/identity/contract';
import { startLoads } from '../../lib/route-data';
import { myClientsQuery } from '../partners';
import { clientSearchQuery } from './api/client-search';

/**
 * The loads of a page about one client (/notes, /tasks, /files, /messages): a client's own data is
 * the page; partners and admins get their picker's clients, and the chosen client's data if any.
 */
export function loadForChosenClient<T, K extends QueryKey>(
  queryClient: QueryClient,
  user: User,
  client: string | undefined,
  query: (clientId: string) => FetchQueryOptions<T, Error, T, K>,
): void {
  if (user.role === 'user') return startLoads(queryClient.ensureQueryData(query(user.id)));
  return startLoads(
    user.role === 'partner'
      ? queryClient.ensureQueryData(myClientsQuery)
      : queryClient.ensureQueryData(clientSearchQuery('', 'active')),
    client ? queryClient.ensureQueryData(query(client)) : null,
  );
}
