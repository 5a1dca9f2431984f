import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../../server/db/kysely';
import { lockKeys } from '../../server/db/locks';
import { defineProjection } from '../../server/eventstore';
import { OPEN_STATUSES } from './contract';
import { userPackageEventTypes, type UserPackageEvent } from './events';

/**
 * Each client's standing in one row (issue 17): the current package (the newest pending or active
 * one), the last package (the newest that is not a withdrawn offer) and whether they are a former
 * client (every package over, one of them active once). The client list and the KundenKartei read
 * it by index; grouping all packages ever offered grew with the history. Runs AFTER
 * `packages.user-packages` and recomputes the client's row from their packages, so applying an
 * event twice changes nothing. Rows of deleted accounts stay and join no user.
 */
async function recompute(tx: Tx, clients: RawBuilder<unknown>): Promise<void> {
  const open = sql.join(OPEN_STATUSES.map((s) => sql.lit(s)));
  await sql`
    INSERT INTO client_standing
    SELECT k.user_id, c.id, c.name, c.status, l.id, l.name, l.status, l.activated_at, l.ended_at, l.rating, f.former
    FROM (${clients}) k(user_id)
    CROSS JOIN LATERAL (
      SELECT bool_or(activated_at IS NOT NULL) AND NOT bool_or(status IN (${open})) AS former
      FROM user_packages WHERE user_id = k.user_id) f
    LEFT JOIN LATERAL (
      SELECT id, name, status FROM user_packages WHERE user_id = k.user_id AND status IN (${open})
      ORDER BY created_at DESC, id DESC LIMIT 1) c ON true
    LEFT JOIN LATERAL (
      SELECT id, name, status, activated_at, ended_at, rating FROM user_packages
      WHERE user_id = k.user_id AND status <> 'withdrawn' ORDER BY created_at DESC, id DESC LIMIT 1) l ON true
    ON CONFLICT (user_id) DO UPDATE SET
      current_package_id = excluded.current_package_id, current_name = excluded.current_name,
      current_status = excluded.current_status, last_package_id = excluded.last_package_id,
      last_name = excluded.last_name, last_status = excluded.last_status,
      last_activated_at = excluded.last_activated_at, last_ended_at = excluded.last_ended_at,
      last_rating = excluded.last_rating, former = excluded.former`.execute(tx);
}

/** Hours move on a package without touching its client's standing. */
const hoursEvents: readonly string[] = ['HoursReserved', 'ReservationReleased', 'HoursConsumed', 'AllocationMoved'];

export const clientStandingProjection = defineProjection<UserPackageEvent>({
  name: 'packages.client-standing',
  tables: ['client_standing'],
  handles: userPackageEventTypes.filter((type) => !hoursEvents.includes(type)),
  apply: async (tx, e) => {
    // Two transactions changing two packages of one client would each recompute from a snapshot
    // without the other's change, and the later write would keep a stale standing. The second waits
    // here for the first to commit; its recompute, a new statement, then sees both packages.
    await lockKeys(tx, 'standing', [e.data.clientId]);
    await recompute(tx, sql`SELECT user_id FROM user_packages WHERE id = ${e.data.userPackageId}`);
  },
  rebuild: (tx) => recompute(tx, sql`SELECT DISTINCT user_id FROM user_packages`),
});
