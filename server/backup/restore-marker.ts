import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/kysely';

/**
 * A restore that stopped half-way (the log loaded, the erasures of the ledger not yet done, or the
 * read tables not yet verified) must not be mistaken for a firm: the restore creates this table in
 * the transaction that loads the log and drops it when the verifying replay found no difference.
 * While it exists the portal does not start, and a restore without --replace says why.
 */
const MARKER = 'restore_incomplete';

export const INCOMPLETE =
  'Ein früheres Einspielen einer Sicherung wurde nicht abgeschlossen. Bitte spielen Sie die Sicherung mit --replace erneut ein.';

export async function markIncomplete(client: pg.Client): Promise<void> {
  await client.query(`CREATE TABLE ${MARKER} (started_at timestamptz NOT NULL DEFAULT now())`);
  await client.query(`INSERT INTO ${MARKER} DEFAULT VALUES`);
}

export async function markComplete(db: Db): Promise<void> {
  await sql`DROP TABLE IF EXISTS ${sql.id(MARKER)}`.execute(db);
}

const markerQuery = `SELECT to_regclass('public.${MARKER}')::text AS name`;

export async function restoreIncomplete(client: pg.Client): Promise<boolean> {
  return (await client.query<{ name: string | null }>(markerQuery)).rows[0]?.name != null;
}

/** At start-up: a database a restore left half-done is refused, in German and English. */
export async function refuseHalfRestored(db: Db): Promise<void> {
  if ((await sql.raw<{ name: string | null }>(markerQuery).execute(db)).rows[0]?.name != null)
    throw new Error(
      `${INCOMPLETE}\n(A restore of a backup did not finish; run npm run restore -- FILE --replace again.)`,
    );
}
