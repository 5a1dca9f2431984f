import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../server/context';
import { setSessionCookie } from '../../server/http/session-cookie';
import { createSession } from './sessions';

/**
 * Starts a session for `userId` (after every step of the sign-in): sets its cookie, answers its
 * token. `secondFactor`: the second step was passed (or the session replaced had passed it).
 */
export async function startSession(
  ctx: AppContext,
  reply: FastifyReply,
  userId: string,
  secondFactor = false,
): Promise<string> {
  const { config } = ctx;
  const { token, session } = await createSession(ctx.db, userId, ctx.now(), config.sessionMaxAgeMs, secondFactor);
  setSessionCookie(reply, token, session.expiresAt);
  return token;
}
