import type { QueryClient, QueryKey } from '@tanstack/react-query';

// Turns the server's pushes into TanStack Query invalidations (DESIGN.md, Realtime).

export interface ChangesPush {
  keys: unknown[][];
  type: string;
  position: number;
}

/** The part of a socket.io-client socket the bridge needs (kept small so tests can fake it). */
export interface RealtimeSocket {
  on(event: 'changes', listener: (push: ChangesPush) => void): unknown;
  off(event: 'changes', listener: (push: ChangesPush) => void): unknown;
  io: { on(event: 'reconnect', listener: () => void): unknown; off(event: 'reconnect', listener: () => void): unknown };
}

function isChangesPush(value: unknown): value is ChangesPush {
  return typeof value === 'object' && value !== null && Array.isArray((value as { keys?: unknown }).keys);
}

// Screens that react to every push (the admin's audit log tail) listen here instead of opening
// a socket of their own.
const pushListeners = new Set<(push: ChangesPush) => void>();

/** Calls `listener` on every push; returns a function that stops it. */
export function onRealtimePush(listener: (push: ChangesPush) => void): () => void {
  pushListeners.add(listener);
  return () => {
    pushListeners.delete(listener);
  };
}

/** Wires the socket to the query cache; returns a function that unwires it. */
export function bridgeRealtime(socket: RealtimeSocket, queryClient: QueryClient): () => void {
  const onChanges = (push: ChangesPush) => {
    if (!isChangesPush(push)) return;
    for (const key of push.keys) {
      if (Array.isArray(key)) void queryClient.invalidateQueries({ queryKey: key as QueryKey });
    }
    for (const listener of pushListeners) listener(push);
  };
  // Pushes may have been missed while disconnected: refresh everything.
  const onReconnect = () => {
    void queryClient.invalidateQueries();
  };
  socket.on('changes', onChanges);
  socket.io.on('reconnect', onReconnect);
  return () => {
    socket.off('changes', onChanges);
    socket.io.off('reconnect', onReconnect);
  };
}
