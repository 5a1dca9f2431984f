import { sql, type Kysely } from 'kysely';

/** Meetings: the series a meeting was planned in (issue 34 item 7); null for a single meeting. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE meetings ADD COLUMN series_id uuid`.execute(db);
}
