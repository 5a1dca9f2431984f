import { sql, type Kysely } from 'kysely';

/** Meetings: the address of an in-person meeting ('Vor Ort'); null for the others and before it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE meetings ADD COLUMN location text`.execute(db);
}
