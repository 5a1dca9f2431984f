import { sql, type Kysely } from 'kysely';

/**
 * Issue 17 item 4: the dashboards count packages per status from a tally and the clients who ever
 * had an active package from a set (both kept by the projection `packages.tallies`), not by
 * scanning every package ever offered. Filled once here from an existing database (no zero rows,
 * as the projection leaves none); replay rebuilds them from the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE package_tallies (status text PRIMARY KEY, packages integer NOT NULL)`.execute(db);
  await sql`INSERT INTO package_tallies SELECT status, count(*) FROM user_packages GROUP BY status`.execute(db);
  await sql`CREATE TABLE package_clients_ever_active (user_id uuid PRIMARY KEY)`.execute(db);
  // A deleted account is no client any more (its users row is gone, and the projection forgets it).
  await sql`
    INSERT INTO package_clients_ever_active
    SELECT DISTINCT user_id FROM user_packages
    WHERE activated_at IS NOT NULL AND user_id IN (SELECT id FROM users)`.execute(db);
}
