import { sql, type RawBuilder } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { usersOfRoleQuery } from '../identity';
import { statusOrder, type AdminMeetingFilter, type AdminMeetingListQuery } from './contract';
import { matchesAll, searchMeanings } from './admin-search';
import type { MeetingsTable, MeetingsTables } from './tables';
import { countOf } from '../../server/db/paging';
import { meetingTotals } from './counts';

// The admin's meeting list and export (issue 17): searched, filtered, sorted and paged in the
// database. Order: the sort's rank (client by name, or status), then newest first, then id.

const t = (db: Db | Tx) => tablesOf<MeetingsTables>(db);

/** A filter made ready for SQL: the search's meanings. */
interface Prepared {
  where: ReturnType<typeof matchesAll>;
  status: AdminMeetingFilter['status'];
  sort: AdminMeetingFilter['sort'];
}

async function prepare(db: Db | Tx, { search, status, sort }: AdminMeetingFilter): Promise<Prepared> {
  return { where: matchesAll(await searchMeanings(db, search)), status, sort };
}

/** The meetings the filter keeps. */
function matching(db: Db | Tx, p: Prepared) {
  const q = t(db).selectFrom('meetings').where(p.where);
  return p.status === 'all' ? q : q.where('meetings.status', '=', p.status);
}

/** A row with its place in the order: the group's rank and, sorted by client, the client's sort name. */
type Ranked = MeetingsTable & { sort_rank: number; sort_name?: string };
/** A row's place in the order (keyset): rank, client's sort name and id when sorted by client, start, id. */
export interface Cursor {
  rank: number;
  name?: string;
  clientId: string;
  startsAt: Date;
  id: string;
}
interface At {
  limit: number;
  offset?: number;
  after?: Cursor;
}

const newestFirstAfter = (after: Cursor | undefined) =>
  after ? sql<boolean>`(meetings.starts_at, meetings.id) < (${after.startsAt}, ${after.id}::uuid)` : sql<boolean>`true`;

/**
 * In the cursor's group (`inGroup`) only the rows after it, other groups whole: one row comparison
 * whose bound is the cursor's key there and past every row elsewhere. (An `or` of the two read the
 * cursor's group from its newest row on, so a deep page cost up to a group's length; issue 36.)
 */
const keysetWhere = (inGroup: RawBuilder<unknown>, after: Cursor) =>
  sql<boolean>`(meetings.starts_at, meetings.id) < (
    case when ${inGroup} then ${after.startsAt}::timestamptz else 'infinity'::timestamptz end,
    case when ${inGroup} then ${after.id}::uuid else 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid end)`;

/** Newest first: one indexed read, after the cursor (keyset) or from the offset. */
async function newestFirst(db: Db | Tx, p: Prepared, at: At): Promise<Ranked[]> {
  return matching(db, p)
    .selectAll('meetings')
    .select(sql<number>`0`.as('sort_rank'))
    .where(newestFirstAfter(at.after))
    .orderBy('meetings.starts_at', 'desc')
    .orderBy('meetings.id', 'desc')
    .limit(at.limit)
    .offset(at.offset ?? 0)
    .execute();
}

/**
 * Sorted by status: the statuses in their order, each newest first: each group's meetings read
 * through its index, at most as many as the page can still need (the inner limit lets Postgres stop
 * early), so a page costs its own rows, not a sort of every meeting.
 */
async function byStatus(db: Db | Tx, p: Prepared, at: At): Promise<Ranked[]> {
  const { after } = at;
  // In the cursor's group only what lies after it; later groups whole; earlier ones not at all.
  const afterCursor = after ? keysetWhere(sql`r.rank = ${after.rank}`, after) : sql<boolean>`true`;
  const inGroup = matching(db, p)
    .selectAll('meetings')
    .where(sql<boolean>`meetings.status = r.g`)
    .where(afterCursor);
  const rows = await sql<Ranked>`
    select m.*, r.rank as sort_rank
    from unnest(${statusOrder}::text[]) with ordinality as r(g, rank)
    cross join lateral (${inGroup
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(at.limit + (at.offset ?? 0))}) as m
    ${after ? sql`where r.rank >= ${after.rank}` : sql``}
    order by r.rank, m.starts_at desc, m.id desc
    limit ${at.limit} offset ${at.offset ?? 0}`.execute(db);
  return rows.rows;
}

/**
 * Sorted by client: identity's clients in German name order (its index), each client's meetings
 * newest first (the (client_id, starts_at) index), joined in a nested loop that the page's limit
 * stops early, so a page costs its own rows however many clients and meetings there are.
 */
async function knownClients(db: Db | Tx, p: Prepared, at: At): Promise<Ranked[]> {
  const { after } = at;
  let clients = usersOfRoleQuery(db, 'user');
  if (after?.name !== undefined)
    clients = clients.where(sql<boolean>`(name COLLATE "de-x-icu", id) >= (${after.name}, ${after.clientId}::uuid)`);
  const own = matching(db, p)
    .selectAll('meetings')
    .where(sql<boolean>`meetings.client_id = c.id`)
    .where(after ? keysetWhere(sql`c.id = ${after.clientId}::uuid`, after) : sql<boolean>`true`)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(at.limit + (at.offset ?? 0));
  const rows = await sql<Ranked>`
    select m.*, 0 as sort_rank, c.sort_name
    from (${clients}) as c
    cross join lateral (${own}) as m
    order by c.sort_name, c.id, m.starts_at desc, m.id desc
    limit ${at.limit} offset ${at.offset ?? 0}`.execute(db);
  return rows.rows;
}

/** The meetings of clients identity no longer knows (deleted accounts): last, newest first. */
const ofUnknownClients = (db: Db | Tx, p: Prepared) =>
  matching(db, p).where(({ not, exists }) =>
    not(exists(usersOfRoleQuery(db, 'user').where('id', '=', sql.ref<string>('meetings.client_id')))),
  );

/**
 * Sorted by client: the known clients' meetings, then those of unknown clients. Only a page that
 * reaches past the known ones reads the rest (counting the known ones to place an offset there).
 */
async function byClient(db: Db | Tx, p: Prepared, at: At): Promise<Ranked[]> {
  const known = at.after?.rank === 1 ? [] : await knownClients(db, p, at);
  if (known.length === at.limit) return known;
  let offset = 0;
  if (at.after === undefined && known.length === 0 && (at.offset ?? 0) > 0) {
    const unknown = await countOf(ofUnknownClients(db, p));
    offset = Math.max(0, (at.offset ?? 0) - ((await countOf(matching(db, p))) - unknown));
  }
  const after = at.after?.rank === 1 ? at.after : undefined;
  const rest = await ofUnknownClients(db, p)
    .selectAll('meetings')
    .select(sql<number>`1`.as('sort_rank'))
    .where(newestFirstAfter(after))
    .orderBy('meetings.starts_at', 'desc')
    .orderBy('meetings.id', 'desc')
    .limit(at.limit - known.length)
    .offset(offset)
    .execute();
  return [...known, ...rest];
}

/** One sorted slice: after `cursor` (keyset) or from `offset`. */
const slice = (db: Db | Tx, p: Prepared, at: At) =>
  p.sort === 'date' ? newestFirst(db, p, at) : p.sort === 'status' ? byStatus(db, p, at) : byClient(db, p, at);

/** Where a row stands in the order: the cursor after it (the next page's `after`). */
const cursorAfter = (last: Ranked): Cursor => ({
  rank: Number(last.sort_rank),
  name: last.sort_name,
  clientId: last.client_id,
  startsAt: last.starts_at,
  id: last.id,
});

/**
 * One page of the admin's list, how many match the filter, and how many meetings there are. With
 * `after` (the cursor the page before answered as `next`) the page is read by keyset from that row
 * on, so a deep page costs what the first costs and a row added or cancelled meanwhile moves
 * nothing; without it `offset` places the page (a jump, a reload). `next` is null on the last page.
 */
export async function adminMeetingPage(
  db: Db | Tx,
  { limit, offset, ...filter }: Omit<AdminMeetingListQuery, 'after'>,
  after?: Cursor,
): Promise<{ rows: MeetingsTable[]; total: number; all: number; next: Cursor | null }> {
  const p = await prepare(db, filter);
  // The counts from the tally (one row per partner and status), not by counting the history; only a
  // search counts its matches.
  const searched = filter.search.trim() !== '';
  const [rows, totals, matches] = await Promise.all([
    slice(db, p, after ? { limit, after } : { limit, offset }),
    meetingTotals(db),
    searched ? countOf(matching(db, p)) : null,
  ]);
  const all = Object.values(totals).reduce((sum, s) => sum + s.meetings, 0);
  const total = matches ?? (filter.status === 'all' ? all : totals[filter.status].meetings);
  const next = rows.length === limit ? cursorAfter(rows[rows.length - 1]!) : null;
  return { rows, total, all, next };
}

/** The export's rows, `size` at a time in the list's order (keyset: each page one indexed read). */
export async function* adminMeetingPages(
  db: Db | Tx,
  filter: AdminMeetingFilter,
  size = 500,
): AsyncGenerator<MeetingsTable[]> {
  const p = await prepare(db, filter);
  let after: Cursor | undefined;
  for (;;) {
    const rows = await slice(db, p, { limit: size, after });
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = cursorAfter(rows[rows.length - 1]!);
  }
}
