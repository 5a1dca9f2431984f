import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { randomBytes } from 'node:crypto';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { cacheGeneration, cachedSession, forgetSession, forgetUser, rememberSession } from './session-cache';
import { sessionEnded } from './session-ends';
import type { IdentityTables, UsersTable } from './tables';

// Lucia's session recipe: the client holds a random token, the database only its SHA-256 hash.
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_WHEN_LEFT_MS = 15 * 24 * 60 * 60 * 1000;

export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20));
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  renewed?: boolean;
}

/**
 * A session lives SESSION_TTL_MS past its last renewal, but never longer than `maxAgeMs` (config
 * SESSION_MAX_DAYS) past its sign-in: a stolen token that is kept in use still ends.
 */
const endOf = (createdAt: Date, now: Date, maxAgeMs: number) =>
  new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + maxAgeMs));

/** `secondFactor`: opened through the login's second step (or carried over from a session that was). */
export async function createSession(
  db: Db | Tx,
  userId: string,
  now: Date,
  maxAgeMs: number,
  secondFactor = false,
): Promise<{ token: string; session: Session }> {
  const token = generateToken();
  const session = { id: hashToken(token), userId, expiresAt: endOf(now, now, maxAgeMs) };
  await tablesOf<IdentityTables>(db)
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: userId,
      expires_at: session.expiresAt,
      created_at: now,
      second_factor: secondFactor,
    })
    .execute();
  return { token, session };
}

/**
 * The session a token belongs to with its user's row (one query, or none within a second of the
 * last: see session-cache.ts), renewed when half its life is gone; null if unknown or expired. A
 * session opened without the second factor its role now requires (one from before the policy) is
 * not renewed: it ends at its expiry, within 30 days (mfa/policy.ts).
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  now: Date,
  maxAgeMs: number,
): Promise<{ session: Session; user: UsersTable } | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = hashToken(token);
  const hit = cachedSession(id);
  // Near expiry or renewal the database decides (and the clock may be a test's injected one).
  if (hit && hit.expiresAt.getTime() - now.getTime() >= RENEW_WHEN_LEFT_MS)
    return { session: { id, userId: hit.user.id, expiresAt: hit.expiresAt }, user: hit.user };
  const generation = cacheGeneration();
  const t = tablesOf<IdentityTables>(db);
  const row = await t
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .leftJoin('mfa_policy', (join) => join.onTrue())
    .select([
      'sessions.expires_at as session_expires_at',
      'sessions.created_at as session_created_at',
      'sessions.second_factor as session_second_factor',
      'mfa_policy.required_roles as mfa_required_roles',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const {
    session_expires_at: stored,
    session_created_at: createdAt,
    session_second_factor: secondFactor,
    mfa_required_roles: requiredRoles,
    ...user
  } = row;
  // A session stored before the absolute cap (or the cap since lowered) ends at the cap too.
  const expires = new Date(Math.min(stored.getTime(), createdAt.getTime() + maxAgeMs));
  if (expires.getTime() <= now.getTime()) {
    await t.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  const expiresAt = endOf(createdAt, now, maxAgeMs);
  const lacksFactor = !secondFactor && (requiredRoles ?? []).includes(user.role);
  if (
    lacksFactor ||
    expires.getTime() - now.getTime() >= RENEW_WHEN_LEFT_MS ||
    expiresAt.getTime() <= expires.getTime()
  ) {
    if (user.deactivated_at === null) rememberSession({ sessionId: id, expiresAt: expires, user }, generation);
    return { session: { id, userId: user.id, expiresAt: expires }, user };
  }
  await t.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
  return { session: { id, userId: user.id, expiresAt, renewed: true }, user };
}

// Forgotten after the delete: a lookup still in flight then is not kept either (session-cache.ts).
// Inside a transaction the identity command runner forgets once more after the commit.
export async function invalidateSession(db: Db | Tx, sessionId: string): Promise<void> {
  await tablesOf<IdentityTables>(db).deleteFrom('sessions').where('id', '=', sessionId).execute();
  forgetSession(sessionId);
  sessionEnded(sessionId);
}

/** Whether a session (by id) still lets its user in: stored, not expired, not past the cap, account active. */
export async function sessionIsLive(db: Db, sessionId: string, now: Date, maxAgeMs: number): Promise<boolean> {
  const row = await tablesOf<IdentityTables>(db)
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', now)
    .where('sessions.created_at', '>', new Date(now.getTime() - maxAgeMs))
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a session was opened through the second step (a password change carries it over). */
export async function sessionHasSecondFactor(db: Db | Tx, sessionId: string): Promise<boolean> {
  const row = await tablesOf<IdentityTables>(db)
    .selectFrom('sessions')
    .select('second_factor')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.second_factor ?? false;
}

/**
 * A second factor was turned on: every other session of the account ends (one opened with a stolen
 * password must not outlive it), and the one that turned it on (if any) counts as having passed it.
 * The caller forgets the user's cached sessions after the commit.
 */
export async function endOtherSessions(tx: Tx, userId: string, keepSessionId: string | null): Promise<void> {
  const sessions = tablesOf<IdentityTables>(tx);
  let others = sessions.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) others = others.where('id', '!=', keepSessionId);
  await others.execute();
  if (keepSessionId)
    await sessions.updateTable('sessions').set({ second_factor: true }).where('id', '=', keepSessionId).execute();
}

export async function invalidateUserSessions(db: Db | Tx, userId: string): Promise<void> {
  await tablesOf<IdentityTables>(db).deleteFrom('sessions').where('user_id', '=', userId).execute();
  forgetUser(userId);
}
