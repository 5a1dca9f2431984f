import { addressKey } from './email-address';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AttemptLimiter } from '../../server/http/attempt-limiter';
import { HttpError } from '../../server/http/errors';
import { messages } from './contract';
import { LoginThrottle } from './login-throttle';

export interface AuthLimits {
  /** Per address: failed logins (a success costs nothing), and every attempt at register, forgot and reset. */
  perIp: { max: number; windowMs: number };
  /**
   * Per account: `max` failed logins from one address are free, then each next try from there
   * waits twice as long as the last, from 30 seconds up to `windowMs`. Forgot-password: `max`
   * requests per e-mail and `windowMs`.
   */
  perAccount: { max: number; windowMs: number };
}

export const defaultAuthLimits: AuthLimits = {
  perIp: { max: 30, windowMs: 15 * 60_000 },
  perAccount: { max: 5, windowMs: 15 * 60_000 },
};

const FIRST_LOGIN_DELAY_MS = 30_000;
/** Password changes per account: the current password is the one guessed. */
const PASSWORD_CHANGES = { max: 10, windowMs: 15 * 60_000 };

/** The documented answer of every route these limits guard (spread into its `responses`). */
export const tooManyAttempts = { 429: 'Zu viele Versuche' } as const;

/** 429 with the German message and the seconds to wait (`Retry-After`). */
function tooMany(reply: FastifyReply, waitMs: number): HttpError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new HttpError(429, messages.tooManyAttempts, 'RATE_LIMITED');
}

export type AttemptGuards = ReturnType<typeof attemptGuards>;

/** The rate limits of sign-in, registration, password reset and change (in memory, per instance). */
export function attemptGuards(limits: AuthLimits, clock: () => Date) {
  const perIp = new AttemptLimiter(limits.perIp.max, limits.perIp.windowMs);
  const perEmail = new AttemptLimiter(limits.perAccount.max, limits.perAccount.windowMs);
  const logins = new LoginThrottle({
    freeFailures: limits.perAccount.max,
    firstDelayMs: Math.min(FIRST_LOGIN_DELAY_MS, limits.perAccount.windowMs),
    maxDelayMs: limits.perAccount.windowMs,
  });
  const passwordChanges = new AttemptLimiter(PASSWORD_CHANGES.max, PASSWORD_CHANGES.windowMs);
  const now = () => clock().getTime();
  // Counted per address in its one form: 'xn--…' or capitals are no fresh count for the same mailbox.
  const loginKey = (request: FastifyRequest, account: string) => `${addressKey(account)}|${request.ip}`;
  const refuse = (reply: FastifyReply, waitMs: number) => {
    if (waitMs > 0) throw tooMany(reply, waitMs);
  };

  return {
    /** Register, forgot, reset: every attempt counts against the address; forgot also per e-mail. */
    attempt(request: FastifyRequest, reply: FastifyReply, action: string, email?: string): void {
      const ipKey = `${action}:${request.ip}`;
      const emailKey = email ? `${action}:${addressKey(email)}` : null;
      refuse(reply, Math.max(perIp.waitMs(ipKey, now()), emailKey ? perEmail.waitMs(emailKey, now()) : 0));
      perIp.record(ipKey, now());
      if (emailKey && action === 'forgot') perEmail.record(emailKey, now());
    },
    /**
     * Before a login (or another guess of the account's password: switching two-factor sign-in
     * off) is checked: the address's failures and this account's from this address.
     */
    beforeLogin(request: FastifyRequest, reply: FastifyReply, account: string): void {
      refuse(
        reply,
        Math.max(perIp.waitMs(`login:${request.ip}`, now()), logins.waitMs(loginKey(request, account), now())),
      );
    },
    loginFailed(request: FastifyRequest, account: string): void {
      perIp.record(`login:${request.ip}`, now());
      logins.failed(loginKey(request, account), now());
    },
    loginSucceeded(request: FastifyRequest, account: string): void {
      logins.succeeded(loginKey(request, account));
    },
    /** Every password change of the account counts, right or wrong. */
    passwordChange(reply: FastifyReply, userId: string): void {
      refuse(reply, passwordChanges.waitMs(userId, now()));
      passwordChanges.record(userId, now());
    },
  };
}
