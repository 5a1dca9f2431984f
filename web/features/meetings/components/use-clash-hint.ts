import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../auth/use-session';
import { coordinationQuery, myMeetingsQuery } from '../api/meetings-history';
import { clashHint, type PlannedSlot } from '../rules/clash-hint';

/**
 * The plan dialog's double-booking hint from what it can read cheaply: the partner's own meetings
 * (already loaded for the hours) and the chosen client's meetings with every partner (the
 * coordination list). A failed lookup only means no hint; the server's 409 still decides.
 */
export function useClashHint(slot: Omit<PlannedSlot, 'partnerId'>): string | null {
  const partnerId = useSessionUser()?.id ?? '';
  const mine = useQuery(myMeetingsQuery);
  const clients = useQuery({
    ...coordinationQuery(slot.clientId ?? ''),
    enabled: Boolean(slot.clientId),
    meta: {},
  });
  return clashHint({ ...slot, partnerId }, [...(mine.data?.scheduled ?? []), ...(clients.data?.scheduled ?? [])]);
}
