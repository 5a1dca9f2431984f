import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../components/ui/toast-queue';
import { backoffDelay } from './client';
import { isApiError } from './errors';
import { handleApiError, sessionEnded } from './handle-error';
import { describeWriteFailure } from './query-meta';

/** Client errors (4xx) will not change on a second try; everything else gets one more. */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

// Spec 02 §9: data queries retry once and do not refetch on window focus. The one retry is the
// query's, after the wrapper's first back-off (1 s); a query's GET goes through `api.load`, which
// does not retry on its own, so a failed list shows its error after two requests and about a
// second. (Queries that follow another rule say so: the package query lets the wrapper retry twice.)
// Freshness comes from realtime pushes (web/realtime), so there is no polling and no refetch on focus.
// Toasts and invalidations are declared in `meta` (query-meta.ts) and carried out here, once.
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A load refused with 401: the session is gone (ended elsewhere); say so and leave, once.
        if (isApiError(error) && error.status === 401 && !query.meta?.ownUnauthorizedText) return sessionEnded();
        const text = query.meta?.loadErrorToast;
        if (text) toast.error('Fehler', text);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        const { successToast, invalidates = [] } = mutation.meta ?? {};
        if (successToast) toast.success(successToast.title, successToast.description);
        for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
      },
      onError: (error, _variables, _context, mutation) => {
        const spec = mutation.meta?.errorToast;
        if (spec === undefined) return;
        const failure = describeWriteFailure(error, spec);
        if (failure === 'session') handleApiError(error, { redirect: true });
        else if (failure) toast.error(failure.title, failure.description);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: () => backoffDelay(0),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
