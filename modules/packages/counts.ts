import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { OPEN_STATUSES } from './contract';
import type { PackagesTables, UserPackagesTable } from './tables';

// Reads for the dashboards whose cost does not grow with the firm's history (issue 17 item 4): the
// open packages (pending or active) are few whatever the history, found by user_packages_status.

/**
 * Each client's current package among the open ones (the newest pending or active one, as
 * `currentUserPackage` picks it). A client without an open package is not in the map: their
 * current package, if any, has ended.
 */
export async function currentOpenPackages(db: Db | Tx): Promise<Map<string, UserPackagesTable>> {
  const rows = await tablesOf<PackagesTables>(db)
    .selectFrom('user_packages')
    .selectAll()
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('created_at', 'desc')
    .execute();
  const out = new Map<string, UserPackagesTable>();
  for (const r of rows) if (!out.has(r.user_id)) out.set(r.user_id, r);
  return out;
}

/**
 * Former clients (all packages over, one active once; issue 15 item 8), counted as the clients who
 * ever had an active package (a set kept by tallies.ts) less those of them holding an open one.
 */
export async function formerClientCount(db: Db | Tx): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM package_clients_ever_active)::int - (
      SELECT count(DISTINCT p.user_id) FROM user_packages p JOIN package_clients_ever_active c ON c.user_id = p.user_id
      WHERE p.status IN (${sql.join(OPEN_STATUSES)}))::int AS n`.execute(db);
  return r.rows[0]!.n;
}
