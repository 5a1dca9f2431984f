import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { ClientStandingTables, PackagesTables } from './tables';

// A subquery (not run) for other modules' paged lists: the client list and the KundenKartei join,
// filter, sort and page it in one statement. The rules of 'current' and 'former' stay here
// (standing.ts keeps the table).

/**
 * Per client with a package: the current package (`current_*`, null when none is pending or
 * active), the last package that is not a withdrawn offer (`last_*`) and whether they are a former
 * client. One row per client (primary key), the former ones indexed by the last package's end.
 */
export function clientStandingQuery(db: Db | Tx) {
  return tablesOf<ClientStandingTables>(db).selectFrom('client_standing').selectAll();
}

/**
 * The active packages that are their client's current one (a newer open offer would be current
 * instead, as `currentUserPackage` decides), with what the admin's attention list looks at. Read
 * through `user_packages_status` and the standing's primary key: the active packages only.
 */
export function currentActivePackagesQuery(db: Db | Tx) {
  return tablesOf<PackagesTables & ClientStandingTables>(db)
    .selectFrom('user_packages as p')
    .innerJoin('client_standing as s', 's.current_package_id', 'p.id')
    .select(['p.id', 'p.user_id', 'p.name', 'p.activated_at', 'p.expires_at', 'p.remaining_hours'])
    .where('p.status', '=', 'active');
}
