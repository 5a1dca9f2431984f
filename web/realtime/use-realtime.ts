import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bridgeRealtime } from './bridge';
import { staleKeys } from './refresh';
import { featureRefreshes } from './refresh-registry';
import { afterServerClose } from './session-close';

/** Shows the connection state on <html data-realtime> (for support and for the e2e tests). */
function markState(state: 'connected' | 'disconnected' | null): void {
  if (state) document.documentElement.dataset.realtime = state;
  else delete document.documentElement.dataset.realtime;
}

// One socket.io connection while someone is signed in (the server refuses anonymous sockets).
// It uses the session cookie of the same origin; `userId` changing reconnects as the new user.
// socket.io-client is loaded on sign-in, not with the first page: the login page never needs it.
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('socket.io-client').then(
      ({ io }) => {
        if (cancelled) return;
        const socket = io({ transports: ['websocket'], withCredentials: true });
        const unwire = bridgeRealtime(socket, queryClient, (push) => staleKeys(featureRefreshes, push, userId));
        socket.on('connect', () => markState('connected'));
        socket.on('disconnect', (reason) => {
          markState('disconnected');
          // The server ends the sockets of an ended session (logout, password change, deactivation):
          // still signed in, connect anew; else the session ended elsewhere and the tab leaves.
          if (reason === 'io server disconnect')
            void afterServerClose(
              () => socket.connect(),
              () => !cancelled,
            );
        });
        stop = () => {
          unwire();
          socket.disconnect();
        };
      },
      () => {
        // The client could not be loaded (offline, or a deploy removed the chunk): no live updates.
        if (!cancelled) markState('disconnected');
      },
    );
    return () => {
      cancelled = true;
      stop?.();
      markState(null);
    };
  }, [userId, queryClient]);
}
