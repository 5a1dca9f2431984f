import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { PackagesTables } from './tables';

// Subqueries (not run) for other modules' paged lists: the client list and the KundenKartei join,
// filter, sort and page them in one statement. The rules of 'current' and 'former' stay here.

const t = (db: Db | Tx) => tablesOf<PackagesTables>(db);
const CURRENT = ['pending_acceptance', 'pending_activation', 'active'];

/** Per client, the newest package that is pending or active (index `user_packages_user`). */
export function currentPackageQuery(db: Db | Tx) {
  return t(db)
    .selectFrom('user_packages')
    .distinctOn('user_id')
    .select(['user_id', 'id', 'name', 'status'])
    .where('status', 'in', CURRENT)
    .orderBy('user_id')
    .orderBy('created_at', 'desc');
}

/** Per client, the newest package that is not a withdrawn offer, with its dates and rating. */
export function lastPackageQuery(db: Db | Tx) {
  return t(db)
    .selectFrom('user_packages')
    .distinctOn('user_id')
    .select(['user_id', 'id', 'name', 'status', 'activated_at', 'ended_at', 'rating'])
    .where('status', '<>', 'withdrawn')
    .orderBy('user_id')
    .orderBy('created_at', 'desc');
}

/** The ids of former clients: every package finished, one of them active once. */
export function formerClientQuery(db: Db | Tx) {
  return t(db)
    .selectFrom('user_packages')
    .select('user_id')
    .groupBy('user_id')
    .having((eb) =>
      eb.and([
        eb.fn<boolean>('bool_or', [eb('activated_at', 'is not', null)]),
        eb.not(eb.fn<boolean>('bool_or', [eb('status', 'in', CURRENT)])),
      ]),
    );
}
