import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './client';

// The shape most feature calls share: one GET under a key the feature's refresh declaration makes stale, and (for a resource
// saved whole, like settings) a PUT of the whole body to its path.

/** The query of one GET answered as `T`; `loadErrorToast`: the spec also announces a failed load (spec 02 §8). */
export function loadQuery<T, K extends QueryKey = QueryKey>(queryKey: K, path: string, loadErrorToast?: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.load<T>(path, { signal }),
    meta: { loadErrorToast },
  });
}

/** Saves the whole body to `path`; answers it as saved. Never retried: a save sent twice is not what the user did. */
export function saveWhole<Body, Answer = Body>(path: string): (body: Body) => Promise<Answer> {
  return (body) => api.put<Answer>(path, body, { retries: 0 });
}
