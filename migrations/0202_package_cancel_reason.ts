import { sql, type Kysely } from 'kysely';

/** Why an admin cancelled a package (issue 15), or 'Konto gelöscht'. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_packages ADD COLUMN cancel_reason text`.execute(db);
}
