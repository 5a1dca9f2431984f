import { sql, type Kysely } from 'kysely';

// Identity's read model for admin-managed accounts (issue 6; in the partners range 03xx because
// the partners work added it): a partner's specialty label, deactivation, unique usernames.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN partner_type text`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN deactivated_at timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username ON users (lower(username))`.execute(db);
}
