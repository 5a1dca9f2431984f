import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../modules/identity/contract';
import { notAllowed } from './domain-errors';
import { HttpError } from './errors';

export type { Role };

/** Who may call a route. Every route declares one (`access`, see route.ts); a route without fails at start-up. */
export type Access = 'public' | 'signedIn' | readonly Role[];

export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    sessionId: string | null;
    /** What the session resolver read along with the user (see ResolvedSession.account). */
    account: unknown;
  }
}

const authMessages = {
  notAuthenticated: 'Nicht authentifiziert. Bitte melden Sie sich an.',
  forbidden: notAllowed[1],
} as const;

/** The one refusal of a signed-in user who may not do this (the route's own checks as the role guard's). */
export const forbidden = () => new HttpError(403, authMessages.forbidden, 'FORBIDDEN');

/** The role guard: admin passes every guard. */
function mayAccess(user: AuthUser | null, access: Access): 'ok' | 401 | 403 {
  if (access === 'public') return 'ok';
  if (!user) return 401;
  if (access === 'signedIn' || user.role === 'admin' || access.includes(user.role)) return 'ok';
  return 403;
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, authMessages.notAuthenticated, 'NOT_AUTHENTICATED');
  return request.user;
}

export function registerAccessControl(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (route.url.startsWith('/api/') && access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (config.access)`);
    }
  });
  // Before validation: who may not call a route learns nothing about its input.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const verdict = mayAccess(request.user, access);
    if (verdict === 401) throw new HttpError(401, authMessages.notAuthenticated, 'NOT_AUTHENTICATED');
    if (verdict === 403) throw forbidden();
  });
}

/** Whether `user` may see what belongs to `owners`: an admin anyone's, anyone else only their own. */
export function isOwnerOrAdmin(user: Pick<AuthUser, 'id' | 'role'>, ...owners: string[]): boolean {
  return user.role === 'admin' || owners.includes(user.id);
}

/** The person `userId` names, if that is the signed-in user or the viewer is an admin; anyone else is refused. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: string): string {
  if (!isOwnerOrAdmin(requireUser(request), userId)) throw forbidden();
  return userId;
}

/**
 * The person a list or view is about: an admin names them (in the query or body; naming no one
 * may mean everyone), anyone else is themself, whoever they named.
 */
export function personInScope<N extends string | null | undefined>(request: FastifyRequest, named: N): N | string {
  const user = requireUser(request);
  return user.role === 'admin' ? named : user.id;
}

/**
 * The signed-in user, if they are the client `clientId`, an admin, or a partner `isTheirPartner`
 * confirms (asked only then); anyone else is refused.
 */
export async function requireClientOrTheirPartner(
  request: FastifyRequest,
  clientId: string,
  isTheirPartner: (partnerId: string) => boolean | Promise<boolean>,
): Promise<AuthUser> {
  const user = requireUser(request);
  if (user.role === 'admin' || user.id === clientId) return user;
  if (user.role === 'partner' && (await isTheirPartner(user.id))) return user;
  throw forbidden();
}

/** The signed-in user as the actor of a command: who and in which role, nothing more. */
export function actorOf(request: FastifyRequest): Pick<AuthUser, 'id' | 'role'> {
  const { id, role } = requireUser(request);
  return { id, role };
}
