import { sql, type Kysely } from 'kysely';

/** The KundenKartei counts a page's partners per client (issue 17): allocations by client, not a scan. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX package_allocations_user ON package_allocations (user_id)`.execute(db);
}
