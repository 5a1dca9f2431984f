import type { Role } from '../../modules/identity/contract';

// Who may see what (spec 01 §2). The server enforces the same rules; these only mirror them.

export type Access = 'signedIn' | 'partner' | 'admin';

export function canAccess(user: { role: Role } | null | undefined, access: Access): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true; // admin passes every guard
  if (access === 'signedIn') return true;
  return user.role === access;
}

type HomePath = '/admin' | '/partner' | '/dashboard';

/** Where a signed-in user belongs after login or when visiting the start page. */
export function homePathFor(role: Role): HomePath {
  if (role === 'admin') return '/admin';
  if (role === 'partner') return '/partner';
  return '/dashboard';
}
