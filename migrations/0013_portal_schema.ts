import { sql, type Kysely } from 'kysely';

/**
 * Which portal version last migrated this database and the newest migration it knew (one row,
 * written by `server/db/migrator.ts` in the transaction of each migration it runs). An older
 * version that meets migrations it does not know names this version in its refusal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE portal_schema (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      version text NOT NULL,
      newest_migration text NOT NULL,
      migrated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
