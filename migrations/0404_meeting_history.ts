import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: a person's meetings are read in two parts (modules/meetings/history-queries.ts): the
 * scheduled ones by start, and the settled past newest first, a page at a time, with its count.
 * Partial indexes keep each read to the rows it returns, however long the history grows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX meetings_client_scheduled ON meetings (client_id, starts_at) WHERE status = 'scheduled'`.execute(
    db,
  );
  await sql`CREATE INDEX meetings_partner_scheduled ON meetings (partner_id, starts_at) WHERE status = 'scheduled'`.execute(
    db,
  );
  await sql`CREATE INDEX meetings_client_settled ON meetings (client_id, starts_at DESC, id DESC) WHERE status <> 'scheduled'`.execute(
    db,
  );
  await sql`CREATE INDEX meetings_partner_settled ON meetings (partner_id, starts_at DESC, id DESC) WHERE status <> 'scheduled'`.execute(
    db,
  );
}
