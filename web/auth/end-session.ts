import type { QueryClient } from '@tanstack/react-query';
import { identityKeys } from '../../modules/identity/contract/roles';

/** Forgets everything of the signed-out user; only the public config stays cached. */
export function endLocalSession(queryClient: QueryClient): void {
  queryClient.setQueryData(identityKeys.me, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== identityKeys.me[0] && q.queryKey[0] !== 'config' });
}
