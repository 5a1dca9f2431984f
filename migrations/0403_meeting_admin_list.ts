import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: the admin's meeting list sorts and pages in the database. Newest first (the date sort
 * and the export's keyset), within a status (the status filter), and by the status sort's rank.
 * Client and partner already have (client_id, starts_at) and (partner_id, starts_at), which the
 * search's people use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX meetings_newest ON meetings (starts_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX meetings_status_newest ON meetings (status, starts_at DESC, id DESC)`.execute(db);
}
