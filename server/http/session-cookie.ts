import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './access';
import { cookieFlags } from './cookie-flags';
import { cookieName } from '../../lib/portal-cookies';

interface SessionCookieOptions {
  production: boolean;
}

export interface ResolvedSession {
  sessionId: string;
  expiresAt: Date;
  renewed: boolean;
  user: AuthUser;
  /** The account as the identity module read it with the session, so `GET /api/auth/me` needn't read it again. */
  account: unknown;
}

/** `__Host-` in production: the browser then insists on Secure, path / and no Domain. */
export function sessionCookieName(production: boolean): string {
  return cookieName('session', production);
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const production = reply.server.sessionCookie.production;
  reply.setCookie(sessionCookieName(production), token, { ...cookieFlags(reply, '/'), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const production = reply.server.sessionCookie.production;
  reply.clearCookie(sessionCookieName(production), cookieFlags(reply, '/'));
}

/** The session token a request carries: the cookie, or an `Authorization: Bearer` header. */
function tokenOf(request: FastifyRequest, production: boolean): string | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return request.cookies[sessionCookieName(production)] ?? null;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: SessionCookieOptions;
  }
}

/** Reads the session on every request into `request.user`; renews the cookie when the session slid. */
export function registerSessions(
  app: FastifyInstance,
  opts: SessionCookieOptions,
  resolve: (token: string) => Promise<ResolvedSession | null>,
): void {
  app.decorate('sessionCookie', opts);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenOf(request, opts.production);
    if (!token) return;
    const s = await resolve(token);
    if (!s) return;
    request.user = s.user;
    request.sessionId = s.sessionId;
    request.account = s.account;
    if (s.renewed && !request.headers.authorization) setSessionCookie(reply, token, s.expiresAt);
  });
}
