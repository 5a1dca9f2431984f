import { useQuery } from '@tanstack/react-query';
import type { User } from '../../modules/identity/contract';
import { sessionQuery } from '../api/auth';

/** The signed-in user from the session query (null while signed out). */
export function useSessionUser(): User | null {
  return useQuery(sessionQuery).data ?? null;
}
