import { hashKey, partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * How long a burst of pushes is gathered before its keys are invalidated. One planned meeting
 * arrives as two or three pushes within milliseconds (the meeting, the hours it reserves); a job
 * sweeping many streams sends dozens. Short enough that a screen still feels live.
 */
export const BURST_MS = 200;

/**
 * The keys worth invalidating, once each: duplicates go, and so does a key that a shorter key of
 * the same burst already covers (invalidating `['meetings']` refreshes `['meetings', 'admin']`).
 * Coverage is TanStack's own matching (`partialMatchKey`), so what is dropped is exactly what the
 * shorter key's invalidation reaches.
 */
export function withoutCovered(keys: readonly QueryKey[]): QueryKey[] {
  const kept: QueryKey[] = [];
  for (const key of [...keys].sort((a, b) => a.length - b.length)) {
    if (!kept.some((shorter) => partialMatchKey(key, shorter))) kept.push(key);
  }
  return kept;
}

interface InvalidationQueue {
  /** Gathers keys; the burst's window starts with the first one. */
  add(keys: readonly QueryKey[]): void;
  /** Everything may be stale (a reconnect): mark all, refetch what is on screen, now. */
  everything(): void;
  /** Drops what is gathered (unwired). */
  stop(): void;
}

/**
 * Turns pushed keys into invalidations that do not storm: gathered for `windowMs`, deduplicated,
 * then each key invalidated once. Only queries on screen (`refetchType: 'active'`) refetch; the
 * others are only marked stale and load when a screen mounts them. A fetch already running is
 * joined, not cancelled and restarted (`cancelRefetch: false`: a list at size L must not be asked
 * for five times in a row); since that fetch may have started before the change, one more follows
 * it. Keys pushed again while their refetch runs get one trailing refetch, however many arrive.
 */
export function invalidationQueue(
  queryClient: QueryClient,
  opts: { windowMs?: number; onFlush?: () => void } = {},
): InvalidationQueue {
  const windowMs = opts.windowMs ?? BURST_MS;
  let gathered: QueryKey[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Per key (hashed) whose refetch runs: whether another is owed once it ends. */
  const running = new Map<string, { again: boolean }>();

  const refresh = (key: QueryKey, id: string, joined: boolean): void => {
    const run = running.get(id);
    if (run) {
      run.again = true;
      return;
    }
    // A fetch started elsewhere (a loader, a mutation's own invalidation) may predate the change.
    const state = { again: joined && queryClient.isFetching({ queryKey: key, type: 'active' }) > 0 };
    running.set(id, state);
    void queryClient
      .invalidateQueries({ queryKey: key, refetchType: 'active' }, { cancelRefetch: false })
      .finally(() => {
        running.delete(id);
        if (state.again) refresh(key, id, false);
      });
  };

  const flush = (): void => {
    timer = null;
    const keys = withoutCovered(gathered);
    gathered = [];
    for (const key of keys) refresh(key, hashKey(key), true);
    opts.onFlush?.();
  };

  return {
    add(keys) {
      gathered.push(...keys);
      timer ??= setTimeout(flush, windowMs);
    },
    everything() {
      if (timer) clearTimeout(timer);
      timer = null;
      gathered = [];
      void queryClient.invalidateQueries({ refetchType: 'active' });
      opts.onFlush?.();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      gathered = [];
    },
  };
}
