import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: a meeting the client booked themselves, and a client's cancellation inside the notice
 * (the hours were charged).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE meetings ADD COLUMN booked_by_client boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE meetings ADD COLUMN late_cancellation boolean NOT NULL DEFAULT false`.execute(db);
}
