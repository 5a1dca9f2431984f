import { sql, type SelectQueryBuilder } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import {
  OVERDUE_AFTER_MINUTES,
  PAST_SHOWN,
  type MeetingHistory,
  type MeetingPage,
  type PastPageQuery,
} from './contract';
import { toViews, type MeetingViewer } from './queries';
import type { MeetingsTables } from './tables';
import { newestFirstPage } from '../../server/db/paging';

const t = (db: Db | Tx) => tablesOf<MeetingsTables>(db);

/**
 * Whose meetings, and from when on a settled meeting counts as past: a client's (and the
 * coordination's) once it has begun, a partner's 30 minutes after its start (spec 02 §4).
 */
export interface HistoryOf {
  person: { clientId: string } | { partnerId: string };
  pastFrom: Date;
}

/** The history a viewer reads as their own: the client's or the partner's; an admin has none. */
export function ownHistory(viewer: MeetingViewer, now: Date): HistoryOf | null {
  if (viewer.role === 'user') return { person: { clientId: viewer.id }, pastFrom: now };
  if (viewer.role === 'partner')
    return { person: { partnerId: viewer.id }, pastFrom: new Date(now.getTime() - OVERDUE_AFTER_MINUTES * 60_000) };
  return null;
}

/** A client's meetings with every partner, as coordination shows them (the client's view of the past). */
export const clientHistory = (clientId: string, now: Date): HistoryOf => ({ person: { clientId }, pastFrom: now });

const ofPerson = (db: Db | Tx, { person }: HistoryOf) => {
  const q = t(db).selectFrom('meetings');
  return 'clientId' in person
    ? q.where('client_id', '=', person.clientId)
    : q.where('partner_id', '=', person.partnerId);
};

/**
 * The status in the SQL's text, not a parameter: the statement cache prepares these reads, and a
 * generic plan with the status as `$n` cannot use the partial indexes (`meetings_partner_settled`,
 * `meetings_partner_scheduled`) and reads every meeting of the person (bench/RESULTS.md, s52).
 */
const SCHEDULED = sql.lit('scheduled');

/**
 * The settled past (never a scheduled meeting: those all come in `scheduled`): completed, charged
 * (cancelled late by the client: its hours count at once, `isCharged`), or cancelled / not held
 * with a start before `pastFrom`; `completed`: only the held ones. A meeting cancelled free of
 * charge for a future date belongs to no list.
 */
const settledPast = (db: Db | Tx, of: HistoryOf, status?: 'completed') => {
  const q = ofPerson(db, of).where('status', '!=', SCHEDULED);
  if (status) return q.where('status', '=', sql.lit(status));
  return q.where((eb) =>
    eb.or([
      eb('status', '=', sql.lit('completed')),
      eb('late_cancellation', '=', true),
      eb('starts_at', '<', of.pastFrom),
    ]),
  );
};

/**
 * How many meetings a partner's settled past holds, without reading it: a partner's past grows for
 * years (issue 17), so it is the tally's settled meetings (`meeting_tallies`, kept in the same
 * transaction as the rows) less those not yet past, cancelled or not held free of charge with a
 * start from `pastFrom` on (index `meetings_partner_free_settled`: only those rows). The same set as
 * `settledPast` (`history.int.test.ts`: the listed past, a free and a charged cancellation). A
 * client's past is bounded by their own packages and is counted.
 */
async function partnerPastCount(db: Db | Tx, partnerId: string, pastFrom: Date, status?: 'completed') {
  const settled = status ? sql`status = 'completed'` : sql`status <> 'scheduled'`;
  // The predicate of the partial index meetings_partner_free_settled (migration 0040), word for word,
  // so the planner uses it: the statuses besides scheduled and completed (statuses.ts).
  const notYetPast = status
    ? sql`0`
    : sql`(SELECT count(*) FROM meetings WHERE partner_id = ${partnerId} AND starts_at >= ${pastFrom}
        AND status IN ('cancelled', 'not_held') AND NOT late_cancellation)`;
  const r = await sql<{ n: string }>`
    SELECT (SELECT coalesce(sum(meetings), 0) FROM meeting_tallies WHERE partner_id = ${partnerId} AND ${settled})
      - ${notYetPast} AS n`.execute(db);
  return Number(r.rows[0]!.n);
}

/** Meetings of some selection, not yet read: a page of them is read by `newestPage`. */
type Selection = () => SelectQueryBuilder<MeetingsTables, 'meetings', object>;

/** A page of the selection newest first (start, then id: a stable order to page through), and how many it has. */
export async function newestPage(
  db: Db | Tx,
  selection: Selection,
  viewer: MeetingViewer,
  page: { limit: number; offset: number },
): Promise<MeetingPage> {
  const { rows, total } = await newestFirstPage(selection(), 'starts_at', page);
  return { meetings: await toViews(db, rows, viewer), total };
}

/** The rows of one page of the settled past, newest first, and how many there are. */
function pastRows(db: Db | Tx, of: HistoryOf, query: { limit: number; offset: number; status?: 'completed' }) {
  const { person, pastFrom } = of;
  const count =
    'partnerId' in person ? () => partnerPastCount(db, person.partnerId, pastFrom, query.status) : undefined;
  return newestFirstPage(settledPast(db, of, query.status), 'starts_at', query, count);
}

/** One page of the settled past, newest first. */
export async function pastPage(db: Db | Tx, of: HistoryOf, viewer: MeetingViewer, query: PastPageQuery) {
  const { rows, total } = await pastRows(db, of, query);
  return { meetings: await toViews(db, rows, viewer), total };
}

/** Every scheduled meeting (by start) and the newest `pastLimit` of the past with its count. */
export async function meetingHistory(
  db: Db | Tx,
  of: HistoryOf,
  viewer: MeetingViewer,
  pastLimit: number,
): Promise<MeetingHistory> {
  const [scheduled, past] = await Promise.all([
    ofPerson(db, of).selectAll().where('status', '=', SCHEDULED).orderBy('starts_at').orderBy('id').execute(),
    pastRows(db, of, { limit: pastLimit, offset: 0 }),
  ]);
  // Both lists' people, packages and profiles in one read each (6 statements instead of 9).
  const views = await toViews(db, [...scheduled, ...past.rows], viewer);
  return { scheduled: views.slice(0, scheduled.length), past: views.slice(scheduled.length), pastTotal: past.total };
}

/** How many past meetings a viewer's screen shows by default. */
export const pastShownFor = (viewer: MeetingViewer) =>
  viewer.role === 'user' ? PAST_SHOWN.client : PAST_SHOWN.partner;
