import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../server/context';
import { DomainError, type EventMetadata } from '../../../server/eventstore';
import { HttpError } from '../../../server/http/errors';
import { metadataOf } from '../../../server/http/metadata';
import { messages, type Role } from '../contract';
import { findUserById, toUser } from '../queries';
import type { AuthLimits } from '../attempt-guards';
import { startSession } from '../sign-in';
import { secondStepAttempts, type Refusal } from './attempts';
import { closeChallenge, findChallenge, type ChallengePurpose } from './challenges';
import { mfaMessages } from './contract';

// 400 as for an unknown reset link: the caller's input is stale, no session is missing.
const challengeInvalid = () => new HttpError(400, mfaMessages.challengeInvalid, 'MFA_CHALLENGE_INVALID');

/** 429 with the German message; `Retry-After` when waiting helps (a void challenge needs a new sign-in). */
function tooMany(reply: FastifyReply, waitMs = 0): HttpError {
  if (waitMs > 0) reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
  return new HttpError(429, messages.tooManyAttempts, 'RATE_LIMITED');
}

function refusedError(reply: FastifyReply, refusal: Refusal): HttpError {
  if (refusal.refused === 'gone') return challengeInvalid();
  return tooMany(reply, 'waitMs' in refusal ? refusal.waitMs : 0);
}

/**
 * The login's second step, opened only by the challenge the password step answered. Only
 * failures count against the address (`AUTH_IP_LIMIT`), so an office reloading its QR code or
 * signing in many times is never locked out; wrong codes count per challenge and per account,
 * reserved in the database before a code is checked (attempts.ts).
 */
export function secondStep(ctx: AppContext, limits: AuthLimits) {
  const attempts = secondStepAttempts(ctx.db, { perAccount: limits.perAccount, perAddress: limits.perIp });

  /** The account a challenge belongs to (still active), or 400; refused first while the address waits. */
  async function challenged(request: FastifyRequest, reply: FastifyReply, token: string, purpose: ChallengePurpose) {
    const now = ctx.now();
    const waitMs = await attempts.addressWaitMs(request.ip, now);
    if (waitMs > 0) throw tooMany(reply, waitMs);
    const challenge = await findChallenge(ctx.db, token, purpose, now);
    const user = challenge ? await findUserById(ctx.db, challenge.user_id) : undefined;
    if (!challenge || !user || user.deactivated_at !== null) {
      await attempts.addressFailed(request.ip, now);
      throw challengeInvalid();
    }
    // Acting as the person who gave the password: the events of this step are theirs.
    const meta = { ...metadataOf(request), actorId: user.id, actorRole: user.role as Role };
    return { challenge, user, account: { id: user.id, email: user.email, role: user.role }, meta };
  }

  /**
   * A second step that ends in a session: an attempt is reserved, then `work` runs for the
   * challenge's account with the typed code. A wrong code keeps the reservation (the rejection goes
   * on); success gives it back, spends the challenge and signs in.
   */
  async function finishSignIn<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { challenge: string; code: string },
    purpose: ChallengePurpose,
    work: (userId: string, code: string, meta: EventMetadata) => Promise<T>,
  ) {
    const { challenge, user, meta } = await challenged(request, reply, body.challenge, purpose);
    const attempt = await attempts.reserve(challenge.id, user.id, request.ip, ctx.now());
    if (attempt.refused) throw refusedError(reply, attempt);
    let result: T;
    try {
      result = await work(user.id, body.code, meta);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'MfaCodeInvalid')) await attempt.release(false);
      throw error;
    }
    await attempt.release(true);
    await closeChallenge(ctx.db, challenge.id);
    const token = await startSession(ctx, reply, user.id, true);
    return { result, user: toUser(user), token };
  }

  return { challenged, finishSignIn };
}
