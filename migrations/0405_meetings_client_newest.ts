import { sql, type Kysely } from 'kysely';

/**
 * Sorted by client, the admin's meeting list reads each client's meetings newest first and stops at
 * the page's end (issue 17): an index in exactly that order lets Postgres stop early even for a
 * client with thousands of meetings. It serves the oldest-first reads of `meetings_client`
 * (scanned backwards), which it replaces.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX meetings_client_newest ON meetings (client_id, starts_at DESC, id DESC)`.execute(db);
  await sql`DROP INDEX meetings_client`.execute(db);
}
