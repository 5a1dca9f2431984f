import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../modules/identity/contract';
import {
  partnersKeys,
  type PartnerClient,
  type PartnerProfile,
  type PartnerProfileView,
} from '../../../../modules/partners/contract';
import { api } from '../../../api/client';
import { listQuery } from '../../../api/list-query';
import { isApiError } from '../../../api/errors';
import { orNotFound, settledLoads } from '../../../lib/route-data';
import { myPackageQuery } from '../../packages';

// The partner-profile reads of spec 02 §7. Realtime pushes invalidate `['partners']`, so no polling.

const profileUrl = (id: string) => `/api/partners/${encodeURIComponent(id)}`;

/** The directory: every profile the viewer may see (clients: listed partners only), by name. */
export const partnersQuery = listQuery<PartnerProfileView>(partnersKeys.list(), '/api/partners');

/** One profile as the viewer may see it (404 when hidden or missing). */
export const partnerQuery = (id: string) =>
  queryOptions({
    queryKey: partnersKeys.detail(id),
    queryFn: ({ signal }) => api.load<PartnerProfileView>(profileUrl(id), { signal }),
  });

/** The profile routes' loader: the profile (a 404 is their not-found state) and a client's hours per partner. */
export function loadPartnerProfile(queryClient: QueryClient, user: User, id: string) {
  return Promise.all([
    orNotFound(queryClient.ensureQueryData(partnerQuery(id))),
    settledLoads(user.role === 'user' ? queryClient.ensureQueryData(myPackageQuery) : null),
  ]);
}

/**
 * The admin's editor: the full profile, or null when none exists yet ("create when none exists,
 * else update"). Its own key under the detail, since here a 404 is an answer, not an error.
 */
export const editableProfileQuery = (id: string) =>
  queryOptions({
    queryKey: [...partnersKeys.detail(id), 'editable'] as const,
    queryFn: async ({ signal }): Promise<PartnerProfile | null> => {
      try {
        return await api.load<PartnerProfile>(profileUrl(id), { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The partner's own clients; package pushes (hours, allocations) invalidate this key. */
export const myClientsQuery = listQuery<PartnerClient>(partnersKeys.myClients, '/api/partner-clients/my-clients');
