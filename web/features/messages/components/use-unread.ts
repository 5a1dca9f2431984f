import { useQuery } from '@tanstack/react-query';
import { unreadQuery } from '../api/unread';

/** How many messages wait unread for the signed-in person (0 while unknown): the menu's count. */
export function useUnreadMessages(): number {
  return useQuery(unreadQuery).data?.total ?? 0;
}
