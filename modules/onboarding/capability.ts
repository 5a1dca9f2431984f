import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { cookieFlags } from '../../server/http/cookie-flags';
import { cookieName } from '../../lib/portal-cookies';
import { editTokenHeader } from './contract';
import type { OnboardingTables } from './tables';

// The edit capability of a questionnaire: a random token only its creator holds (in an httpOnly
// cookie, and in the POST answer for clients that send it as a header); the database keeps its
// SHA-256 hash, beside the events, never in the log.

const CAPABILITY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const COOKIE_PATH = '/api/questionnaires';

export function generateEditToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20));
}

export function hashEditToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** `__Secure-` in production: the browser then insists on Secure. */
function capabilityCookieName(production: boolean): string {
  return cookieName('questionnaire', production);
}

/**
 * How many questionnaires one browser keeps its capability for: a second tab that creates its own
 * questionnaire adds its token instead of replacing the first tab's (which then answered 403, and
 * the web made a new questionnaire on every save, tab after tab).
 */
const TOKENS_KEPT = 5;
const TOKEN = /^[a-z2-7]{32}$/;

/** The tokens the cookie holds, newest last ('.' is no base32 character). */
function cookieTokens(request: FastifyRequest): string[] {
  const cookie = request.cookies[capabilityCookieName(request.server.sessionCookie.production)] ?? '';
  // The newest few only: a forged cookie of a hundred tokens costs no more than ours.
  return cookie
    .split('.')
    .filter((t) => TOKEN.test(t))
    .slice(-TOKENS_KEPT);
}

/** Adds a new questionnaire's token to the browser's cookie, keeping the newest few it held. */
export function setCapabilityCookie(request: FastifyRequest, reply: FastifyReply, token: string, now: Date): void {
  const production = reply.server.sessionCookie.production;
  const tokens = [...cookieTokens(request).filter((t) => t !== token), token].slice(-TOKENS_KEPT);
  reply.setCookie(capabilityCookieName(production), tokens.join('.'), {
    ...cookieFlags(reply, COOKIE_PATH),
    expires: new Date(now.getTime() + CAPABILITY_TTL_MS),
  });
}

export function clearCapabilityCookie(reply: FastifyReply): void {
  const production = reply.server.sessionCookie.production;
  reply.clearCookie(capabilityCookieName(production), cookieFlags(reply, COOKIE_PATH));
}

/** The tokens a request presents: the header first, then the cookie's (any may be the right one). */
export function presentedTokens(request: FastifyRequest): string[] {
  const header = request.headers[editTokenHeader];
  return [typeof header === 'string' ? header.trim() : '', ...cookieTokens(request)].filter((t) => TOKEN.test(t));
}

export async function storeCapability(tx: Tx, questionnaireId: string, token: string, now: Date): Promise<void> {
  await tablesOf<OnboardingTables>(tx)
    .insertInto('questionnaire_capabilities')
    .values({ questionnaire_id: questionnaireId, token_hash: hashEditToken(token), created_at: now })
    .execute();
}

/** Conversion hands the questionnaire to the account; the anonymous capability then ends. */
export async function revokeCapability(tx: Tx, questionnaireId: string): Promise<void> {
  await tablesOf<OnboardingTables>(tx)
    .deleteFrom('questionnaire_capabilities')
    .where('questionnaire_id', '=', questionnaireId)
    .execute();
}

export async function capabilityMatches(
  db: Db | Tx,
  questionnaireId: string,
  tokens: readonly string[],
): Promise<boolean> {
  if (tokens.length === 0) return false;
  const row = await tablesOf<OnboardingTables>(db)
    .selectFrom('questionnaire_capabilities')
    .select('token_hash')
    .where('questionnaire_id', '=', questionnaireId)
    .executeTakeFirst();
  if (!row) return false;
  const stored = Buffer.from(row.token_hash, 'hex');
  return tokens.some((t) => {
    const given = Buffer.from(hashEditToken(t), 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  });
}
