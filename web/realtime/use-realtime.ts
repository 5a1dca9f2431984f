import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { bridgeRealtime } from './bridge';

/** Shows the connection state on <html data-realtime> (for support and for the e2e tests). */
function markState(state: 'connected' | 'disconnected' | null): void {
  if (state) document.documentElement.dataset.realtime = state;
  else delete document.documentElement.dataset.realtime;
}

// One socket.io connection while someone is signed in (the server refuses anonymous sockets).
// It uses the session cookie of the same origin; `userId` changing reconnects as the new user.
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const socket = io({ transports: ['websocket'], withCredentials: true });
    const unwire = bridgeRealtime(socket, queryClient);
    socket.on('connect', () => markState('connected'));
    socket.on('disconnect', () => markState('disconnected'));
    return () => {
      unwire();
      socket.disconnect();
      markState(null);
    };
  }, [userId, queryClient]);
}
