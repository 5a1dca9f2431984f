import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auditKeys } from '../../../../modules/audit/contract';
import { onRealtimePush } from '../../../realtime/bridge';

// Pushes carry only their module's keys; an admin receives every module's pushes, so refreshing
// `['audit']` on each one keeps an open log current (the live tail) without polling.
export function useAuditLiveTail(): void {
  const queryClient = useQueryClient();
  useEffect(() => onRealtimePush(() => void queryClient.invalidateQueries({ queryKey: auditKeys.all })), [queryClient]);
}
