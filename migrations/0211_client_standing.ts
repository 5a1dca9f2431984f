import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: each client's standing (current package, last package, former client or not) as one row,
 * kept by the projection `packages.client-standing`, so the client list and the KundenKartei page
 * through an index instead of grouping every package ever offered. Filled here once from an existing
 * database; replay rebuilds it from the log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_standing (
      user_id uuid PRIMARY KEY,
      current_package_id uuid,
      current_name text,
      current_status text,
      last_package_id uuid,
      last_name text,
      last_status text,
      last_activated_at timestamptz,
      last_ended_at timestamptz,
      last_rating integer,
      former boolean NOT NULL
    )`.execute(db);
  await sql`
    INSERT INTO client_standing
    SELECT k.user_id, c.id, c.name, c.status, l.id, l.name, l.status, l.activated_at, l.ended_at, l.rating, k.former
    FROM (
      SELECT user_id, bool_or(activated_at IS NOT NULL)
        AND NOT bool_or(status IN ('pending_acceptance', 'pending_activation', 'active')) AS former
      FROM user_packages GROUP BY user_id
    ) k
    LEFT JOIN (
      SELECT DISTINCT ON (user_id) user_id, id, name, status FROM user_packages
      WHERE status IN ('pending_acceptance', 'pending_activation', 'active') ORDER BY user_id, created_at DESC, id DESC
    ) c ON c.user_id = k.user_id
    LEFT JOIN (
      SELECT DISTINCT ON (user_id) user_id, id, name, status, activated_at, ended_at, rating FROM user_packages
      WHERE status <> 'withdrawn' ORDER BY user_id, created_at DESC, id DESC
    ) l ON l.user_id = k.user_id`.execute(db);
  // The KundenKartei: former clients, the newest end first.
  await sql`CREATE INDEX client_standing_former ON client_standing (last_ended_at DESC NULLS LAST, last_package_id) WHERE former`.execute(
    db,
  );
}
