import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Tx } from '../../server/db/kysely';
import type { AppContext } from '../../server/context';
import type { EventMetadata } from '../../server/eventstore';
import type { Account, AdminUser } from './contract';
import { lockPeople } from '../../server/db/locks';
import { changeAccount } from './commands';
import { forgetCredentials, revokeAccess, storePasswordHash } from './credentials';
import { hashNewPassword } from './passwords';
import { countAdmins, findUserById, isEmailOrUsernameTaken, toAccount, toAdminUser } from './queries';
import type { UsersTable } from './tables';

// Handlers of the accounts an admin manages: Acceleratoren and admins.

/** Whether a partner has history (meetings or allocations); asked of the modules that own it. */
export type PartnerHistoryCheck = (db: Db | Tx, partnerId: string) => Promise<boolean>;
const noPartnerHistory: PartnerHistoryCheck = async () => false;

/**
 * Every change to the set of admins that could remove one takes this transaction-scoped lock first,
 * so two admins deleting each other (or the last two) run one after the other and the second sees
 * the first one's deletion when it counts (READ COMMITTED: each statement sees what has committed).
 */
async function lockAdmins(tx: Tx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('identity:admins'))`.execute(tx);
}

/** A password the admin chose for the new account, if any (otherwise the welcome link sets one). */
async function storePassword(tx: Tx, userId: string, password: string | undefined, now: Date): Promise<void> {
  if (password) await storePasswordHash(tx, userId, await hashNewPassword(password), now);
}

interface NewStaffAccount {
  name: string;
  email: string;
  username: string;
  password?: string;
}

/** Creates an account an admin manages; `kind` is what tells a partner's from an admin's. */
async function createStaffAccount(
  ctx: AppContext,
  input: NewStaffAccount,
  kind: { type: 'CreateAdminAccount' } | { type: 'CreatePartnerAccount'; partnerType: string },
  meta: EventMetadata,
): Promise<UsersTable> {
  const userId = randomUUID();
  const { email, username, name } = input;
  await changeAccount(
    ctx,
    userId,
    async (tx, now) => ({
      ...kind,
      userId,
      email,
      username,
      name,
      emailOrUsernameTaken: await isEmailOrUsernameTaken(tx, email, username),
      now,
    }),
    meta,
    (tx, _events, now) => storePassword(tx, userId, input.password, now),
  );
  return (await findUserById(ctx.db, userId))!;
}

/**
 * Creates an Accelerator's account. The welcome e-mail carries a set-password link (valid 7 days),
 * never the password: `PasswordSetupRequested` causes it (`password-links.ts`). A password the
 * admin chose is set as well if given.
 */
export async function createPartnerAccount(
  ctx: AppContext,
  input: Omit<NewStaffAccount, 'username'> & { username?: string; partnerType: string },
  meta: EventMetadata,
): Promise<Account> {
  // The address is the username unless the admin chose one; decide stores its canonical form.
  const username = input.username ?? input.email;
  const kind = { type: 'CreatePartnerAccount', partnerType: input.partnerType } as const;
  return toAccount(await createStaffAccount(ctx, { ...input, username }, kind, meta));
}

export async function createAdminAccount(
  ctx: AppContext,
  input: Required<NewStaffAccount>,
  meta: EventMetadata,
): Promise<AdminUser> {
  return toAdminUser(await createStaffAccount(ctx, input, { type: 'CreateAdminAccount' }, meta));
}

export async function changePartnerType(
  ctx: AppContext,
  userId: string,
  partnerType: string,
  meta: EventMetadata,
): Promise<Account> {
  await changeAccount(ctx, userId, (_, now) => ({ type: 'ChangePartnerType', userId, partnerType, now }), meta);
  return toAccount((await findUserById(ctx.db, userId))!);
}

/** What the modules that own a partner's history say of it (wired by the host, server/modules.ts). */
export interface PartnerTies {
  /** meetings or allocations, ever */
  hasHistory: PartnerHistoryCheck;
  /** open hours or planned meetings, now */
  holdsHours: PartnerHistoryCheck;
}
export const noPartnerTies: PartnerTies = { hasHistory: noPartnerHistory, holdsHours: noPartnerHistory };

/**
 * The partner's person lock taken, then their open hours read: a hand-over to or from them, or a
 * statement's step for them, running now finishes first (each takes the same lock).
 */
async function lockedPartner(tx: Tx, userId: string, holdsHours: PartnerHistoryCheck) {
  await lockPeople(tx, [userId]);
  return { userId, holdsHours: await holdsHours(tx, userId) };
}

/**
 * Deletes a partner's account, or deactivates it when the partner has history (kept for it);
 * refused while they hold open hours or planned meetings (handed over first, see the meetings module).
 */
export async function removePartnerAccount(
  ctx: AppContext,
  userId: string,
  ties: PartnerTies,
  meta: EventMetadata,
): Promise<'deleted' | 'deactivated'> {
  return changeAccount(
    ctx,
    userId,
    async (tx, now) => ({
      type: 'RemovePartnerAccount' as const,
      ...(await lockedPartner(tx, userId, ties.holdsHours)),
      hasHistory: await ties.hasHistory(tx, userId),
      now,
    }),
    meta,
    async (tx, events) => {
      if (events.some((e) => e.type === 'UserDeleted')) {
        await forgetCredentials(tx, userId);
        return 'deleted' as const;
      }
      await revokeAccess(tx, userId);
      return 'deactivated' as const;
    },
  );
}

/** Brings a deactivated Accelerator back; their password still works, their sessions were ended. */
export async function reactivatePartnerAccount(ctx: AppContext, userId: string, meta: EventMetadata): Promise<Account> {
  await changeAccount(ctx, userId, (_, now) => ({ type: 'ReactivatePartnerAccount', userId, now }), meta);
  return toAccount((await findUserById(ctx.db, userId))!);
}

/** What is still open of a former Accelerator's money, one German sentence each (the fees module's answer). */
export type OpenFeesCheck = (db: Db | Tx, partnerId: string, now: Date) => Promise<string[]>;
export const noOpenFees: OpenFeesCheck = async () => [];

/**
 * Erases a deactivated Accelerator who asked to be forgotten (GDPR Art. 17): `UserDeleted`, whose
 * reaction shreds their key and whose projections drop their rows, and no way in is left. Refused
 * while they hold hours or their money is open (the books need their billing data until then).
 */
export async function erasePartnerAccount(
  ctx: AppContext,
  userId: string,
  ties: { holdsHours: PartnerHistoryCheck; openFees: OpenFeesCheck },
  meta: EventMetadata,
): Promise<void> {
  await changeAccount(
    ctx,
    userId,
    async (tx, now) => ({
      type: 'ErasePartnerAccount' as const,
      ...(await lockedPartner(tx, userId, ties.holdsHours)),
      openFees: await ties.openFees(tx, userId, now),
      now,
    }),
    meta,
    (tx) => forgetCredentials(tx, userId),
  );
}

/** Deletes another admin; never oneself, never the last admin (the count is taken under the admins lock). */
export async function deleteAdminAccount(
  ctx: AppContext,
  userId: string,
  actorId: string,
  meta: EventMetadata,
): Promise<void> {
  await changeAccount(
    ctx,
    userId,
    async (tx, now) => {
      await lockAdmins(tx);
      return { type: 'DeleteAdminAccount', userId, actorId, adminCount: await countAdmins(tx), now };
    },
    meta,
    (tx) => forgetCredentials(tx, userId),
  );
}
