import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChangesPush } from '../../lib/realtime-push';
import { invalidationQueue } from './invalidation-queue';

// Turns the server's pushes into TanStack Query invalidations (web/README.md, 'Realtime' and 'Refresh: readers own it'), gathered per
// burst so that one change refetches each screen's query once (invalidation-queue.ts). A push
// names an event type; which keys it makes stale the features declare (refresh.ts, the registry).

export type { ChangesPush };

/**
 * The query keys a push makes stale (`staleKeys` over the features' declarations); a promise while
 * the declarations load with the first push (refresh-on-demand.ts).
 */
type StaleKeysOf = (push: ChangesPush) => QueryKey[] | Promise<QueryKey[]>;

/** The part of a socket.io-client socket the bridge needs (kept small so tests can fake it). */
export interface RealtimeSocket {
  on(event: 'changes', listener: (push: ChangesPush) => void): unknown;
  off(event: 'changes', listener: (push: ChangesPush) => void): unknown;
  io: { on(event: 'reconnect', listener: () => void): unknown; off(event: 'reconnect', listener: () => void): unknown };
}

function isChangesPush(value: unknown): value is ChangesPush {
  if (typeof value !== 'object' || value === null) return false;
  const { type, ids } = value as { type?: unknown; ids?: unknown };
  return typeof type === 'string' && typeof ids === 'object' && ids !== null;
}

// Screens that react to every push (the admin's audit log tail) listen here instead of opening
// a socket of their own. They hear once per burst, with its pushes, not once per push.
type PushListener = (pushes: readonly ChangesPush[]) => void;
const pushListeners = new Set<PushListener>();

/** Calls `listener` after each burst of pushes (and after a reconnect); returns a function that stops it. */
export function onRealtimePush(listener: PushListener): () => void {
  pushListeners.add(listener);
  return () => {
    pushListeners.delete(listener);
  };
}

/** Wires the socket to the query cache; returns a function that unwires it. */
export function bridgeRealtime(socket: RealtimeSocket, queryClient: QueryClient, staleKeysOf: StaleKeysOf): () => void {
  let burst: ChangesPush[] = [];
  const queue = invalidationQueue(queryClient, {
    onFlush: () => {
      const pushes = burst;
      burst = [];
      for (const listener of pushListeners) listener(pushes);
    },
  });
  let wired = true;
  const onChanges = (push: ChangesPush) => {
    if (!isChangesPush(push)) return;
    burst.push(push);
    const keys = staleKeysOf(push);
    if (Array.isArray(keys)) {
      queue.add(keys);
      return;
    }
    // The declarations are still loading: the keys follow. If they cannot be loaded (offline, a
    // deploy removed the chunk), which keys the push concerns is unknown: everything is stale.
    keys.then(
      (loaded) => {
        if (wired) queue.add(loaded);
      },
      () => {
        if (wired) queue.everything();
      },
    );
  };
  // Pushes may have been missed while disconnected: everything is stale, what is on screen refetches.
  const onReconnect = () => queue.everything();
  socket.on('changes', onChanges);
  socket.io.on('reconnect', onReconnect);
  return () => {
    wired = false;
    socket.off('changes', onChanges);
    socket.io.off('reconnect', onReconnect);
    queue.stop();
    burst = [];
  };
}
