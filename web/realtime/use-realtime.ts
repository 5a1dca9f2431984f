import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markState } from './realtime-state';

// One socket.io connection while someone is signed in (the server refuses anonymous sockets).
// It uses the session cookie of the same origin; `userId` changing reconnects as the new user.
// The connection (socket.io-client and the refresh declarations) is loaded on sign-in, not with the
// first page: the login page never needs it.
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./connect').then(
      ({ connectRealtime }) => {
        if (cancelled) return;
        stop = connectRealtime(queryClient, userId, () => !cancelled);
      },
      () => {
        // The module could not be loaded (offline, or a deploy removed the chunk): no live updates.
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
