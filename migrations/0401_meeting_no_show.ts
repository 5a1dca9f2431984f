import { sql, type Kysely } from 'kysely';

/** A meeting completed although the client did not come (issue 15): hours charged, flagged. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE meetings ADD COLUMN no_show boolean NOT NULL DEFAULT false`.execute(db);
}
