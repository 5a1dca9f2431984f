import type { FastifyReply } from 'fastify';

/** The flags every cookie of the portal carries: hidden from scripts, sent on top-level navigation, Secure in production. */
export function cookieFlags(reply: FastifyReply, path: string) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: reply.server.sessionCookie.production, path };
}
