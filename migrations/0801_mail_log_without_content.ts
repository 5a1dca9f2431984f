import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The mail log only makes a job's second run a no-op: it needs the job's key, not who got what.
  await sql`ALTER TABLE mail_log DROP COLUMN recipient, DROP COLUMN subject`.execute(db);
}
