import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/** Client errors (4xx) will not change on a second try; everything else gets one more. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

// Spec 02 §9: data queries retry once and do not refetch on window focus. Freshness comes from
// realtime pushes (web/realtime), so there is no polling and no refetch on focus.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
