import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { MeetingPage } from './contract';
import { newestPage } from './history-queries';
import type { MeetingViewer } from './queries';
import type { MeetingsTable, MeetingsTables } from './tables';

// The admin's client details (issue 17): a long-time client's meetings a page at a time, and what the
// packages show of them (hours per month, overdue meetings) computed in the database, so the page
// does not carry every meeting of years.

const ofClient = (db: Db | Tx, clientId: string) =>
  tablesOf<MeetingsTables>(db).selectFrom('meetings').where('client_id', '=', clientId);

/** One page of a client's meetings of every status, newest first, and how many there are. */
export const clientMeetingPage = (
  db: Db | Tx,
  clientId: string,
  viewer: MeetingViewer,
  page: { limit: number; offset: number },
): Promise<MeetingPage> => newestPage(db, () => ofClient(db, clientId), viewer, page);

/** The client's planned meetings whose start has passed (to settle), oldest first. */
export async function overdueMeetingsOfClient(db: Db | Tx, clientId: string, now: Date): Promise<MeetingsTable[]> {
  return ofClient(db, clientId)
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('starts_at', '<=', now)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

/** Hours of the client's completed meetings per package and month ('YYYY-MM' of the Berlin date), oldest first. */
export async function completedHoursByMonth(
  db: Db | Tx,
  clientId: string,
): Promise<{ userPackageId: string; month: string; hours: number }[]> {
  const rows = await ofClient(db, clientId)
    .select([
      'user_package_id',
      sql<string>`left(date, 7)`.as('month'),
      sql<string>`round(sum(hours_used), 2)`.as('hours'),
    ])
    .where('status', '=', 'completed')
    .groupBy(['user_package_id', sql`left(date, 7)`])
    .orderBy(sql`left(date, 7)`)
    .execute();
  return rows.map((r) => ({ userPackageId: r.user_package_id, month: r.month, hours: Number(r.hours) }));
}
