import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../server/context';
import { setSessionCookie } from '../../server/http/session-cookie';
import { createSession } from './sessions';

/** Starts a session for `userId` (after every step of the sign-in): sets its cookie, answers its token. */
export async function startSession(ctx: AppContext, reply: FastifyReply, userId: string): Promise<string> {
  const { token, session } = await createSession(ctx.db, userId, ctx.now(), ctx.config.sessionMaxAgeMs);
  setSessionCookie(reply, token, session.expiresAt);
  return token;
}
