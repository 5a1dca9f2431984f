import { addressKey, storedForms } from './email-address';
import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { Account, AdminUser, User } from './contract';
import type { IdentityTables, UsersTable } from './tables';
import { anyRow, isUuid } from '../../server/db/reads';

export function toUser(row: UsersTable): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    company: row.company,
    phone: row.phone,
    position: row.position,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    isAdmin: row.role === 'admin',
    isPartner: row.role === 'partner' || row.role === 'admin',
    termsAccepted:
      row.terms_version !== null && row.privacy_version !== null
        ? { terms: row.terms_version, privacy: row.privacy_version }
        : null,
    timeZone: row.time_zone,
  };
}

export async function findUserById(db: Db | Tx, id: string): Promise<UsersTable | undefined> {
  if (!isUuid(id)) return undefined;
  return tablesOf<IdentityTables>(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UsersTable | undefined> {
  return (
    tablesOf<IdentityTables>(db)
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', storedForms(email)))
      // A row stored before in another form of the same address loses to the canonical one.
      .orderBy(sql`lower(email) = ${addressKey(email)}`, 'desc')
      .executeTakeFirst()
  );
}

export async function passwordHashOf(db: Db | Tx, userId: string): Promise<string | undefined> {
  const row = await tablesOf<IdentityTables>(db)
    .selectFrom('user_credentials')
    .select('password_hash')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

/** Users by id (unknown ids are left out); for other modules' views. */
export async function findUsersByIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, UsersTable>> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await tablesOf<IdentityTables>(db).selectFrom('users').selectAll().where('id', 'in', valid).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The names of the people `ids` name, for other modules' views: `nameOf(id)` is their name, or
 * `gone` for one whose account no longer exists (erased, or no user at all).
 */
export async function namesOf(db: Db | Tx, ids: readonly string[], gone: string): Promise<(id: string) => string> {
  const nameOf = await namesOrGoneOf(db, ids);
  return (id) => nameOf(id, gone);
}

/**
 * As `namesOf`, the word for one who is gone chosen per name by what the view knows of them (an
 * erased Accelerator's note: 'Accelerator (Konto gelöscht)', notes' `goneAuthor`).
 */
export async function namesOrGoneOf(
  db: Db | Tx,
  ids: readonly string[],
): Promise<(id: string, gone: string) => string> {
  const users = await findUsersByIds(db, ids);
  return (id, gone) => users.get(id)?.name ?? gone;
}

/**
 * Ids and names of the users whose name or e-mail contains `contains` (any case), or all of them;
 * only `role`'s when given. For other modules' search and sort by person without reading `users`.
 */
export async function findUserNames(
  db: Db | Tx,
  filter: { contains?: string; role?: UsersTable['role'] },
): Promise<{ id: string; name: string }[]> {
  let q = tablesOf<IdentityTables>(db).selectFrom('users').select(['id', 'name']);
  if (filter.role) q = q.where('role', '=', filter.role);
  if (filter.contains !== undefined) {
    const pattern = `%${filter.contains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  }
  return q.execute();
}

/** Every user of one role, by name. */
export async function listUsersByRole(db: Db | Tx, role: UsersTable['role']): Promise<UsersTable[]> {
  return tablesOf<IdentityTables>(db)
    .selectFrom('users')
    .selectAll()
    .where('role', '=', role)
    .orderBy('name')
    .execute();
}

/** How many accounts of one role there are, leaving out the given ids (dashboards count clients without a package). */
export async function countUsersByRole(
  db: Db | Tx,
  role: UsersTable['role'],
  except: readonly string[] = [],
): Promise<number> {
  let q = tablesOf<IdentityTables>(db)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role', '=', role);
  // One array parameter, not one per id: a list of thousands stays one bound value.
  if (except.length > 0) q = q.where(sql<boolean>`id <> ALL(${[...except]}::uuid[])`);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Whether any account (deactivated ones too) uses this e-mail or username, case-insensitively, as either. */
export async function isEmailOrUsernameTaken(db: Db | Tx, email: string, username: string): Promise<boolean> {
  const keys = [...new Set([...storedForms(email), ...storedForms(username)])];
  return anyRow(
    tablesOf<IdentityTables>(db)
      .selectFrom('users')
      .where((eb) => eb.or([eb(eb.fn('lower', ['email']), 'in', keys), eb(eb.fn('lower', ['username']), 'in', keys)])),
  );
}

export async function countAdmins(db: Db | Tx): Promise<number> {
  const row = await tablesOf<IdentityTables>(db)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function toAccount(row: UsersTable): Account {
  return { ...toUser(row), partnerType: row.partner_type, active: row.deactivated_at === null };
}

export function toAdminUser(row: UsersTable): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    createdAt: row.created_at.toISOString(),
  };
}
