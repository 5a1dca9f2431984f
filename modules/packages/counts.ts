import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { OPEN_STATUSES } from './contract';
import type { ClientStandingTables, PackagesTables, UserPackagesTable } from './tables';

// Reads for the dashboards whose cost does not grow with the firm's history (issue 17 item 4): the
// open packages (pending or active) are few whatever the history, found by user_packages_status.

/**
 * The clients' current packages (their standing's current one) that are active and were activated
 * at `since` or later, the newest activation first: a read of the last days' activations, not of
 * every open package.
 */
export async function currentPackagesActivatedSince(db: Db | Tx, since: Date): Promise<UserPackagesTable[]> {
  return tablesOf<PackagesTables & ClientStandingTables>(db)
    .selectFrom('user_packages as p')
    .innerJoin('client_standing as s', 's.current_package_id', 'p.id')
    .selectAll('p')
    .where('p.status', '=', 'active')
    .where('p.activated_at', '>=', since)
    .orderBy('p.activated_at', 'desc')
    .execute();
}

/**
 * Former clients (all packages over, one active once; issue 15 item 8), counted as the clients who
 * ever had an active package (a set kept by tallies.ts) less those of them holding an open one.
 */
export async function formerClientCount(db: Db | Tx): Promise<number> {
  const r = await sql<{ n: number }>`SELECT ${formerClients} AS n`.execute(db);
  return r.rows[0]!.n;
}

/** `formerClientCount` as an expression, for a statement that counts more beside it (`packageStats`). */
export const formerClients = sql<number>`((SELECT count(*) FROM package_clients_ever_active)::int - (
  SELECT count(DISTINCT p.user_id) FROM user_packages p JOIN package_clients_ever_active c ON c.user_id = p.user_id
  WHERE p.status IN (${sql.join(OPEN_STATUSES)}))::int)`;
