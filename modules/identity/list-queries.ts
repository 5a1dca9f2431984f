import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { IdentityTables, UsersTable } from './tables';

/**
 * The accounts of one role as a subquery (not run): other modules' lists join, search, sort and page
 * it in one statement, so a page costs the same however many accounts there are. Its columns are the
 * ones a list shows, and `sort_name`, the name in German order (Ä with A, ß with ss: ICU's German
 * collation), which the index `users_role_sort_name` serves.
 */
export function usersOfRoleQuery(db: Db | Tx, role: UsersTable['role']) {
  return tablesOf<IdentityTables>(db)
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone', 'company', 'position', 'created_at'])
    .select(sql<string>`name COLLATE "de-x-icu"`.as('sort_name'))
    .where('role', '=', role);
}
