import { sql } from 'kysely';
import type { Tx } from '../../server/db/kysely';
import { defineProjection, type Stored } from '../../server/eventstore';
import type { UserDeleted } from '../identity';
import type { UserPackageStatus } from './contract';
import type { UserPackageEvent } from './events';

/**
 * Packages per status, and the clients who ever had an active package, so the dashboards count
 * without scanning every package ever offered (issue 17 item 4). Runs BEFORE
 * `packages.user-packages`: a status change reads the package's row as it was, takes one off its
 * old status and adds one to the new, only while the row is older than the event (applied twice, it
 * changes nothing). Plain INSERT/DELETE statements, so the replay batches them. A tally that drops
 * to zero is deleted: the table then equals a GROUP BY of the packages, whatever the history.
 */
async function moveTo(tx: Tx, e: Stored<UserPackageEvent>, status: UserPackageStatus): Promise<void> {
  const id = e.data.userPackageId;
  await sql`
    INSERT INTO package_tallies (status, packages)
    SELECT s, sum(n) FROM (
      SELECT status AS s, -1 AS n FROM user_packages WHERE id = ${id} AND version < ${e.version}
      UNION ALL
      SELECT ${status}::text, 1 FROM user_packages WHERE id = ${id} AND version < ${e.version}
    ) d GROUP BY s
    ON CONFLICT (status) DO UPDATE SET packages = package_tallies.packages + excluded.packages`.execute(tx);
  await sql`DELETE FROM package_tallies WHERE packages = 0`.execute(tx);
}

/** The status each event leaves its package in (as `packages.user-packages` writes it); null: unchanged. */
const statusAfter: Partial<Record<UserPackageEvent['type'], UserPackageStatus>> = {
  PackageAccepted: 'pending_activation',
  PackageDeclined: 'cancelled',
  OfferWithdrawn: 'withdrawn',
  PackageActivated: 'active',
  PackageCompleted: 'completed',
  PackageExpired: 'expired',
  PackageCancelled: 'cancelled',
};

type TalliedEvent = UserPackageEvent | UserDeleted;

export const packageTalliesProjection = defineProjection<TalliedEvent>({
  name: 'packages.tallies',
  tables: ['package_tallies', 'package_clients_ever_active'],
  handles: ['PackageOffered', ...(Object.keys(statusAfter) as UserPackageEvent['type'][]), 'UserDeleted'],
  rebuild: async (tx) => {
    await sql`INSERT INTO package_tallies (status, packages) SELECT status, count(*) FROM user_packages GROUP BY status`.execute(
      tx,
    );
    // A deleted account is no client any more: its users row is gone.
    await sql`
      INSERT INTO package_clients_ever_active (user_id)
      SELECT DISTINCT user_id FROM user_packages WHERE activated_at IS NOT NULL AND user_id IN (SELECT id FROM users)`.execute(
      tx,
    );
  },
  apply: async (tx, e) => {
    if (e.type === 'UserDeleted') {
      await sql`DELETE FROM package_clients_ever_active WHERE user_id = ${e.data.userId}`.execute(tx);
      return;
    }
    if (e.type === 'PackageOffered') {
      await sql`
        INSERT INTO package_tallies (status, packages)
        SELECT 'pending_acceptance', 1 WHERE NOT EXISTS (SELECT 1 FROM user_packages WHERE id = ${e.data.userPackageId})
        ON CONFLICT (status) DO UPDATE SET packages = package_tallies.packages + 1`.execute(tx);
      return;
    }
    const status = statusAfter[e.type];
    if (!status) return;
    await moveTo(tx, e, status);
    if (e.type === 'PackageActivated')
      await sql`
        INSERT INTO package_clients_ever_active (user_id)
        SELECT user_id FROM user_packages WHERE id = ${e.data.userPackageId}
        ON CONFLICT DO NOTHING`.execute(tx);
  },
});
