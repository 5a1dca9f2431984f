import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_archive_notes (
      user_id uuid PRIMARY KEY,
      notes text NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
}
