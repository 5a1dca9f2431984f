import { sql, type Kysely } from 'kysely';

/**
 * Lists sort people by name in German order (ICU's German collation: 'Ömer' with O, not after 'Z'
 * as the database's byte order put it); the client list and the admin's meetings sorted by client
 * page through this index (issue 17). It replaces `users_role_name`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX users_role_sort_name ON users (role, (name COLLATE "de-x-icu"), id)`.execute(db);
  await sql`DROP INDEX users_role_name`.execute(db);
}
