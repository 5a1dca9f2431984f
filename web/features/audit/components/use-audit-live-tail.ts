import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auditKeys } from '../../../../modules/audit/contract';
import { onRealtimePush } from '../../../realtime/bridge';

// An admin receives every module's pushes, so refreshing `['audit']` after each burst keeps an open
// log current (the live tail) without polling (`audit/api/refresh.ts` names the family for it).
export function useAuditLiveTail(): void {
  const queryClient = useQueryClient();
  useEffect(() => onRealtimePush(() => void queryClient.invalidateQueries({ queryKey: auditKeys.all })), [queryClient]);
}
