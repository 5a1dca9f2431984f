import { queryOptions } from '@tanstack/react-query';
import { packageKeys, type PackageDetails } from '../../../../modules/packages/contract';
import { api } from '../../../api/client';
import { isApiError } from '../../../api/errors';

/** Spec 02 §3: a flat or list answer is tolerated; the first element of a list is used. */
function toDetails(answer: unknown): PackageDetails | null {
  const first: unknown = Array.isArray(answer) ? answer[0] : answer;
  if (!first || typeof first !== 'object' || !('userPackage' in first)) return null;
  return first as PackageDetails;
}

/**
 * The client's current package for the hours card on /meetings. Its own key below
 * packageKeys.mine, so package pushes refresh it without sharing the package page's cache entry.
 */
export const meetingHoursQuery = queryOptions({
  queryKey: [...packageKeys.mine, 'meeting-hours'] as const,
  queryFn: async ({ signal }) => {
    try {
      return toDetails(await api.get('/api/packages/my-active', { returnNull: true, signal }));
    } catch (error) {
      // Spec 02 §8: the package query answers null on 401 or 404.
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
  // The package query: the wrapper retries 5xx and network failures twice (spec 02 §8), the query not again.
  retry: false,
});
