import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterPageShown } from './after-page-shown';
import { markState } from './realtime-state';

// One socket.io connection while someone is signed in (the server refuses anonymous sockets).
// It uses the session cookie of the same origin; `userId` changing reconnects as the new user.
// The connection (socket.io-client) is loaded on sign-in, not with the first page: the login page
// never needs it; and only once the page being opened has shown, not beside its chunks.
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const connect = () =>
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
    const stopWaiting = afterPageShown(router, () => void connect());
    return () => {
      cancelled = true;
      stopWaiting();
      stop?.();
      markState(null);
    };
  }, [userId, queryClient, router]);
}
