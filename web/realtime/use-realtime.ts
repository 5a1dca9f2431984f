import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { bridgeRealtime } from './bridge';

// One socket.io connection while someone is signed in (the server refuses anonymous sockets).
// It uses the session cookie of the same origin; `userId` changing reconnects as the new user.
export function useRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const socket = io({ transports: ['websocket'], withCredentials: true });
    const unwire = bridgeRealtime(socket, queryClient);
    return () => {
      unwire();
      socket.disconnect();
    };
  }, [userId, queryClient]);
}
