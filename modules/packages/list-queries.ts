import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { ClientStandingTables } from './tables';

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
