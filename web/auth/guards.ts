import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { User } from '../../modules/identity/contract';
import { sessionQuery } from '../api/auth';
import { canAccess, equivalentOf, homePathFor, type Access } from './access';

// Used in the routes' beforeLoad. Each reads the cached session (loaded once by the root route).

export async function loadSession(queryClient: QueryClient): Promise<User | null> {
  return queryClient.ensureQueryData(sessionQuery);
}

/** No user or the wrong role: back to the start page. */
export async function requireAccess(queryClient: QueryClient, access: Access): Promise<{ user: User }> {
  const user = await loadSession(queryClient);
  if (!user || !canAccess(user, access)) throw redirect({ to: '/', replace: true });
  return { user };
}

/** The sign-in screen is for visitors only: a signed-in user goes to the home of their role. */
export async function redirectSignedInHome(queryClient: QueryClient): Promise<void> {
  const user = await loadSession(queryClient);
  if (user) throw redirect({ to: homePathFor(user.role), replace: true });
}

/** A client's page: a partner or an admin goes to their own equivalent (see `equivalentOf`). */
export async function sendToOwnEquivalent(
  queryClient: QueryClient,
  page: Parameters<typeof equivalentOf>[0],
): Promise<void> {
  const user = await loadSession(queryClient);
  const elsewhere = user ? equivalentOf(page, user.role) : null;
  if (elsewhere) throw redirect({ to: elsewhere, replace: true });
}
