import { sql, type Kysely } from 'kysely';

/**
 * Snapshots of folded streams (issue 36, `server/eventstore/snapshots.ts`): a cache beside the log,
 * one row per stream, never backed up (commands write them again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stream_snapshots (
      stream_id text PRIMARY KEY,
      shape text NOT NULL,
      version integer NOT NULL,
      state bytea NOT NULL,
      taken_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
