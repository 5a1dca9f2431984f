import type { QueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { bridgeRealtime } from './bridge';
import { markState } from './realtime-state';
import { staleKeysOnDemand } from './refresh-on-demand';
import { afterServerClose } from './session-close';

/**
 * Opens the socket and wires pushes to the query cache; returns what closes it. Loaded on sign-in
 * with socket.io-client: the login page needs none of it. Every feature's refresh declaration (they
 * name the query keys of all contracts) loads only with the first push (refresh-on-demand.ts).
 */
export function connectRealtime(queryClient: QueryClient, userId: string, isActive: () => boolean): () => void {
  const socket = io({ transports: ['websocket'], withCredentials: true });
  const declarations = () => import('./refresh-registry').then((registry) => registry.featureRefreshes);
  const unwire = bridgeRealtime(socket, queryClient, staleKeysOnDemand(declarations, userId));
  socket.on('connect', () => markState('connected'));
  socket.on('disconnect', (reason) => {
    markState('disconnected');
    // The server ends the sockets of an ended session (logout, password change, deactivation):
    // still signed in, connect anew; else the session ended elsewhere and the tab leaves.
    if (reason === 'io server disconnect') void afterServerClose(() => socket.connect(), isActive);
  });
  return () => {
    unwire();
    socket.disconnect();
  };
}
