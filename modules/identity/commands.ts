import { randomUUID } from 'node:crypto';
import { LEGAL_VERSIONS, type LegalVersions } from '../../lib/legal-versions';
import { tablesOf } from '../../server/db/kysely';
import { lockPeople } from '../../server/db/locks';
import type { AppContext } from '../../server/context';
import { DomainError, runner, type CommandArgs, type EventMetadata } from '../../server/eventstore';
import type { User } from './contract';
import { resetTokenUsable, userDecider, type IdentityCommand, type IdentityError } from './decide';
import type { IdentityEvent, ProfileChanges } from './events';
import { dummyPasswordHash, hashNewPassword, verifyPassword } from './passwords';
import { forgetCredentials, revokeAccess, storePasswordHash } from './credentials';
import { findUserByEmail, findUserById, isEmailOrUsernameTaken, passwordHashOf, toUser } from './queries';
import { forgetUser } from './session-cache';
import { hashToken, invalidateUserSessions } from './sessions';
import type { IdentityTables } from './tables';

/**
 * Runs an identity command on the user's stream (`also`: the secrets written beside the events).
 * After the commit this instance forgets the user's cached sessions: a request resolving one now
 * must read the changed account (a forget inside the transaction could be undone by a request
 * caching the old row meanwhile).
 */
const runUserCommand = runner(userDecider);

export async function changeAccount<T = void>(
  ctx: AppContext,
  userId: string,
  ...args: CommandArgs<IdentityEvent, IdentityCommand, T>
): Promise<T> {
  const result = await runUserCommand(ctx, userId, ...args);
  forgetUser(userId);
  return result;
}

interface AccountFields {
  email: string;
  password: string;
  name: string;
  company?: string | null;
  phone?: string | null;
  position?: string | null;
}

/**
 * A client registers only with the versions of the Nutzungsbedingungen and the Datenschutzerklärung
 * they accepted; staff accounts (set up by the firm, in-process) accept none here.
 */
type NewAccount = AccountFields &
  ({ role: 'user'; acceptedTerms: LegalVersions } | { role: 'admin' | 'partner'; acceptedTerms?: undefined });

export async function registerUser(ctx: AppContext, input: NewAccount, meta: EventMetadata): Promise<User> {
  const userId = randomUUID();
  const passwordHash = await hashNewPassword(input.password);
  await changeAccount(
    ctx,
    userId,
    async (tx, now) => ({
      type: 'RegisterUser',
      userId,
      email: input.email,
      name: input.name,
      company: input.company ?? null,
      phone: input.phone ?? null,
      position: input.position ?? null,
      role: input.role,
      // The new account's username is its e-mail: taken too when it is another account's username.
      emailTaken: await isEmailOrUsernameTaken(tx, input.email, input.email),
      consent: input.acceptedTerms ? { accepted: input.acceptedTerms, current: LEGAL_VERSIONS } : null,
      now,
    }),
    { actorId: meta.actorId ?? userId, actorRole: meta.actorRole ?? input.role, ...meta },
    (tx, _events, now) => storePasswordHash(tx, userId, passwordHash, now),
  );
  const row = await findUserById(ctx.db, userId);
  return toUser(row!);
}

/** Checks e-mail and password; the same slow path whether or not the account exists. */
/** The client accepts the texts in force (again, after either changed); refused if they changed meanwhile. */
export async function acceptTerms(
  ctx: AppContext,
  userId: string,
  accepted: LegalVersions,
  meta: EventMetadata,
): Promise<User> {
  await changeAccount(
    ctx,
    userId,
    async (_tx, now) => ({
      type: 'AcceptTerms',
      userId,
      consent: { accepted, current: LEGAL_VERSIONS },
      now,
    }),
    meta,
  );
  return toUser((await findUserById(ctx.db, userId))!);
}

export async function checkCredentials(ctx: AppContext, email: string, password: string): Promise<User | null> {
  const row = await findUserByEmail(ctx.db, email);
  const hash = row ? await passwordHashOf(ctx.db, row.id) : undefined;
  const ok = await verifyPassword(hash ?? (await dummyPasswordHash()), password);
  // A deactivated account (a partner removed with history) keeps its row but cannot sign in.
  return row && hash && ok && row.deactivated_at === null ? toUser(row) : null;
}

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  changes: ProfileChanges,
  meta: EventMetadata,
): Promise<User> {
  // A field left out is no change (the event then carries only what was sent, as replay reads it).
  const sent = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as ProfileChanges;
  await changeAccount(ctx, userId, async (_, now) => ({ type: 'UpdateProfile', userId, changes: sent, now }), meta);
  return toUser((await findUserById(ctx.db, userId))!);
}

/** Changes the password, ends every session of the user (the caller gets a fresh one) and voids reset links. */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  current: string,
  next: string,
  meta: EventMetadata,
): Promise<void> {
  const hash = await passwordHashOf(ctx.db, userId);
  const currentPasswordMatches = hash !== undefined && (await verifyPassword(hash, current));
  const newHash = await hashNewPassword(next);
  await changeAccount(
    ctx,
    userId,
    async (_, now) => ({ type: 'ChangePassword', userId, currentPasswordMatches, now }),
    meta,
    async (tx, _events, now) => {
      await tablesOf<IdentityTables>(tx)
        .updateTable('user_credentials')
        .set({ password_hash: newHash, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
      // An unused reset link would let whoever holds it undo the change: void it with the sessions.
      await revokeAccess(tx, userId);
    },
  );
}

/**
 * Asks for a reset link (run by the worker of `reset-requests.ts`, `now`: when it was asked): the
 * event's reaction issues the token and queues the e-mail (`password-links.ts`). Unknown or
 * deactivated accounts get nothing, silently.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  meta: EventMetadata,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deactivated_at !== null) return;
  await changeAccount(ctx, user.id, () => ({ type: 'RequestPasswordReset', userId: user.id, now }), meta);
}

/**
 * Whether a reset link still works, without using it: the reset page asks when it opens, so a
 * spent link is told before a new password is typed twice. Refused like the reset itself.
 */
export async function checkResetToken(ctx: AppContext, token: string): Promise<void> {
  const row = await tablesOf<IdentityTables>(ctx.db)
    .selectFrom('password_reset_tokens')
    .select(['expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || !resetTokenUsable({ expiresAt: row.expires_at, usedAt: row.used_at }, ctx.now()))
    throw new DomainError(userDecider.module, 'ResetTokenInvalid' satisfies IdentityError);
}

export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
  meta: EventMetadata,
): Promise<void> {
  const t = tablesOf<IdentityTables>(ctx.db);
  const row = await t
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new DomainError(userDecider.module, 'ResetTokenInvalid' satisfies IdentityError);
  const newHash = await hashNewPassword(password);
  await changeAccount(
    ctx,
    row.user_id,
    async (tx, now) => {
      // Read again inside the transaction, locked: two uses of one token cannot both pass.
      const fresh = await tablesOf<IdentityTables>(tx)
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('token_hash', '=', row.token_hash)
        .forUpdate()
        .executeTakeFirst();
      return {
        type: 'ResetPassword',
        userId: row.user_id,
        token: { expiresAt: fresh?.expires_at ?? new Date(0), usedAt: fresh?.used_at ?? null },
        now,
      };
    },
    { actorId: row.user_id, ...meta },
    async (tx, _events, now) => {
      const tt = tablesOf<IdentityTables>(tx);
      await tt
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', row.token_hash)
        .execute();
      // Upsert: an Accelerator created without a password gets its first one through this link.
      await tt
        .insertInto('user_credentials')
        .values({ user_id: row.user_id, password_hash: newHash, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: newHash, updated_at: now }))
        .execute();
      await invalidateUserSessions(tx, row.user_id);
    },
  );
}

export async function deleteOwnAccount(ctx: AppContext, userId: string, meta: EventMetadata): Promise<void> {
  await changeAccount(
    ctx,
    userId,
    async (tx, now) => {
      // An offer or a meeting being made for this client right now (they take the same lock)
      // commits first, so the deletion's reactions see it and end it with the account.
      await lockPeople(tx, [userId]);
      return { type: 'DeleteOwnAccount' as const, userId, now };
    },
    meta,
    (tx) => forgetCredentials(tx, userId),
  );
}
