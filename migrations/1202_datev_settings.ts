import { sql, type Kysely } from 'kysely';

/** The DATEV export's settings (issue 18, item 7): one row, filled by DatevSettingsSet. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE datev_settings (
      id text PRIMARY KEY,
      settings jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
}
