import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: the admin dashboard's attention list counts and pages its three reasons in the
 * database. 'Wenige Stunden übrig' reads the active packages by their remaining hours; 'Seit 30
 * Tagen kein Termin' asks per active client for their latest meeting that is not cancelled, one
 * index step each (cancelled meetings are not in the index, so the step never skips any).
 * 'Läuft bald ab' uses `user_packages_status` (status, expires_at) as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX user_packages_active_hours ON user_packages (remaining_hours) WHERE status = 'active'`.execute(
    db,
  );
  await sql`CREATE INDEX meetings_client_live ON meetings (client_id, starts_at DESC) WHERE status <> 'cancelled'`.execute(
    db,
  );
}
