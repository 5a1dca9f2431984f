import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { AppContext } from '../../server/context';
import type { EventMetadata } from '../../server/eventstore';
import type { Account, AdminUser } from './contract';
import { changeAccount } from './commands';
import { hashPassword } from './passwords';
import { countAdmins, findUserById, isEmailOrUsernameTaken, toAccount, toAdminUser } from './queries';
import { invalidateUserSessions } from './sessions';
import type { IdentityTables } from './tables';

// Handlers of the accounts an admin manages: Acceleratoren and admins.

/** Whether a partner has history (meetings or allocations); asked of the modules that own it. */
export type PartnerHistoryCheck = (db: Db | Tx, partnerId: string) => Promise<boolean>;
export const noPartnerHistory: PartnerHistoryCheck = async () => false;

/**
 * Every change to the set of admins that could remove one takes this transaction-scoped lock first,
 * so two admins deleting each other (or the last two) run one after the other and the second sees
 * the first one's deletion when it counts (READ COMMITTED: each statement sees what has committed).
 */
async function lockAdmins(tx: Tx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('identity:admins'))`.execute(tx);
}

async function storePassword(tx: Tx, userId: string, password: string | undefined, now: Date): Promise<void> {
  if (!password) return;
  const passwordHash = await hashPassword(password);
  await tablesOf<IdentityTables>(tx)
    .insertInto('user_credentials')
    .values({ user_id: userId, password_hash: passwordHash, updated_at: now })
    .execute();
}

interface NewPartnerAccount {
  name: string;
  email: string;
  username?: string;
  password?: string;
  partnerType: string;
}

/**
 * Creates an Accelerator's account. The welcome e-mail carries a set-password link (valid 7 days),
 * never the password: `PasswordSetupRequested` causes it (`password-links.ts`). A password the
 * admin chose is set as well if given.
 */
export async function createPartnerAccount(
  ctx: AppContext,
  input: NewPartnerAccount,
  meta: EventMetadata,
): Promise<Account> {
  const userId = randomUUID();
  const username = input.username ?? input.email.toLowerCase();
  const now = ctx.now();
  await changeAccount(
    ctx,
    userId,
    async (tx) => ({
      type: 'CreatePartnerAccount',
      userId,
      email: input.email,
      username,
      name: input.name,
      partnerType: input.partnerType,
      emailOrUsernameTaken: await isEmailOrUsernameTaken(tx, input.email, username),
      now,
    }),
    meta,
    (tx) => storePassword(tx, userId, input.password, now),
  );
  return toAccount((await findUserById(ctx.db, userId))!);
}

export async function createAdminAccount(
  ctx: AppContext,
  input: { name: string; email: string; username: string; password: string },
  meta: EventMetadata,
): Promise<AdminUser> {
  const userId = randomUUID();
  const now = ctx.now();
  await changeAccount(
    ctx,
    userId,
    async (tx) => ({
      type: 'CreateAdminAccount',
      userId,
      email: input.email,
      username: input.username,
      name: input.name,
      emailOrUsernameTaken: await isEmailOrUsernameTaken(tx, input.email, input.username),
      now,
    }),
    meta,
    (tx) => storePassword(tx, userId, input.password, now),
  );
  return toAdminUser((await findUserById(ctx.db, userId))!);
}

export async function changePartnerType(
  ctx: AppContext,
  userId: string,
  partnerType: string,
  meta: EventMetadata,
): Promise<Account> {
  const now = ctx.now();
  await changeAccount(ctx, userId, () => ({ type: 'ChangePartnerType', userId, partnerType, now }), meta);
  return toAccount((await findUserById(ctx.db, userId))!);
}

/** Deletes a partner's account, or deactivates it when the partner has history (kept for it). */
export async function removePartnerAccount(
  ctx: AppContext,
  userId: string,
  hasHistory: PartnerHistoryCheck,
  meta: EventMetadata,
): Promise<'deleted' | 'deactivated'> {
  const now = ctx.now();
  return changeAccount(
    ctx,
    userId,
    async (tx) => ({ type: 'RemovePartnerAccount', userId, hasHistory: await hasHistory(tx, userId), now }),
    meta,
    async (tx, events) => {
      const t = tablesOf<IdentityTables>(tx);
      await invalidateUserSessions(tx, userId);
      await t.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
      if (events.some((e) => e.type === 'UserDeleted')) {
        await t.deleteFrom('user_credentials').where('user_id', '=', userId).execute();
        return 'deleted' as const;
      }
      return 'deactivated' as const;
    },
  );
}

/** Deletes another admin; never oneself, never the last admin (the count is taken under the admins lock). */
export async function deleteAdminAccount(
  ctx: AppContext,
  userId: string,
  actorId: string,
  meta: EventMetadata,
): Promise<void> {
  const now = ctx.now();
  await changeAccount(
    ctx,
    userId,
    async (tx) => {
      await lockAdmins(tx);
      return { type: 'DeleteAdminAccount', userId, actorId, adminCount: await countAdmins(tx), now };
    },
    meta,
    async (tx) => {
      const t = tablesOf<IdentityTables>(tx);
      await invalidateUserSessions(tx, userId);
      await t.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
      await t.deleteFrom('user_credentials').where('user_id', '=', userId).execute();
    },
  );
}
