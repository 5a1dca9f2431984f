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

type ClientPage = '/dashboard' | '/meetings' | '/package' | '/invoices';

// A client's own pages (/progress serves every role: a chosen client's plan, the template) and where a partner or an admin finds the same thing for their clients: a
// bookmark, a shared link or a mail may lead them there, and a client's empty page is a dead end.
// /dashboard is open to every role (spec 01 §2), but its cards are a client's: a partner or an
// admin is sent to the dashboard of their role, the one they land on after login.
const equivalents: Record<ClientPage, Record<'partner' | 'admin', string>> = {
  '/dashboard': { partner: homePathFor('partner'), admin: homePathFor('admin') },
  '/meetings': { partner: '/partner/meetings', admin: '/admin/meetings' },
  '/package': { partner: '/partner/clients', admin: '/admin/packages' },
  '/invoices': { partner: '/partner', admin: '/admin/invoices' },
};

/** Where `role` is sent from a client's page `page`; null: the client stays. */
export function equivalentOf(page: ClientPage, role: Role): string | null {
  return role === 'user' ? null : equivalents[page][role];
}
