import type { QueryKey } from '@tanstack/react-query';
import type { ChangesPush } from '../../lib/realtime-push';
import { staleKeys, type FeatureRefresh } from './refresh';

/**
 * The keys a push makes stale, asked of the features' declarations once the first push needs them,
 * not with the page (web/README.md "Bytes": they name the query keys of every contract, which bring
 * their schemas and zod; a page without pushes never loads them). Until they are loaded a push
 * answers a promise; a failed load is tried again by the next push. Loaded once per connection.
 */
export function staleKeysOnDemand(
  load: () => Promise<readonly FeatureRefresh[]>,
  viewerId: string | null,
): (push: ChangesPush) => QueryKey[] | Promise<QueryKey[]> {
  let loaded: readonly FeatureRefresh[] | null = null;
  let loading: Promise<readonly FeatureRefresh[]> | null = null;
  return (push) => {
    if (loaded) return staleKeys(loaded, push, viewerId);
    loading ??= load().then(
      (refreshes) => (loaded = refreshes),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading.then((refreshes) => staleKeys(refreshes, push, viewerId));
  };
}
