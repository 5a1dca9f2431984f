import { sql, type Kysely } from 'kysely';

/** The client list pages the accounts of a role by name (issue 17). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX users_role_name ON users (role, name, id)`.execute(db);
}
