import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { findUserNames } from '../identity';
import { statusOrder, type AdminMeetingFilter, type AdminMeetingListQuery } from './contract';
import { matchesAll, searchMeanings } from './admin-search';
import type { MeetingsTable, MeetingsTables } from './tables';

// The admin's meeting list and export (issue 17): searched, filtered, sorted and paged in the
// database. Order: the sort's rank (client by name, or status), then newest first, then id.

const t = (db: Db | Tx) => tablesOf<MeetingsTables>(db);
const collator = new Intl.Collator('de-DE', { sensitivity: 'base' });

/**
 * The clients' ids in the order of their names (German collation, ties by id): identity answers
 * ids and names, the meetings' SQL ranks by position in that list (see README, Decisions).
 */
async function clientsByName(db: Db | Tx): Promise<string[]> {
  const clients = await findUserNames(db, { role: 'user' });
  return clients.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1)).map((c) => c.id);
}

/** A filter made ready for SQL: the search's meanings and, sorted by client, the clients' order. */
interface Prepared {
  where: ReturnType<typeof matchesAll>;
  status: AdminMeetingFilter['status'];
  sort: AdminMeetingFilter['sort'];
  clientOrder: string[];
}

async function prepare(db: Db | Tx, { search, status, sort }: AdminMeetingFilter): Promise<Prepared> {
  const [meanings, clientOrder] = await Promise.all([
    searchMeanings(db, search),
    sort === 'client' ? clientsByName(db) : [],
  ]);
  return { where: matchesAll(meanings), status, sort, clientOrder };
}

/** The meetings the filter keeps. */
function matching(db: Db | Tx, p: Prepared) {
  const q = t(db).selectFrom('meetings').where(p.where);
  return p.status === 'all' ? q : q.where('meetings.status', '=', p.status);
}

type Ranked = MeetingsTable & { sort_rank: number };
interface Cursor {
  rank: number;
  startsAt: Date;
  id: string;
}
interface At {
  limit: number;
  offset?: number;
  after?: Cursor;
}

/** Newest first: one indexed read, after the cursor (keyset) or from the offset. */
async function newestFirst(db: Db | Tx, p: Prepared, at: At): Promise<Ranked[]> {
  let q = matching(db, p)
    .selectAll('meetings')
    .select(sql<number>`0`.as('sort_rank'));
  if (at.after)
    q = q.where(sql<boolean>`(meetings.starts_at, meetings.id) < (${at.after.startsAt}, ${at.after.id}::uuid)`);
  return q
    .orderBy('meetings.starts_at', 'desc')
    .orderBy('meetings.id', 'desc')
    .limit(at.limit)
    .offset(at.offset ?? 0)
    .execute();
}

/**
 * Sorted by group (the clients by name, or the statuses in their order), each newest first: the
 * groups are walked in order and each group's meetings read through its index, newest first, at
 * most as many as the page can still need (the inner limit, which lets Postgres stop early), so a
 * page costs its own rows, not a sort of every meeting. Sorted by client, a last group (null)
 * holds the meetings of clients identity no longer knows.
 */
async function byGroup(db: Db | Tx, p: Prepared, at: At): Promise<Ranked[]> {
  const client = p.sort === 'client';
  const groups = client
    ? sql`unnest(array_append(${p.clientOrder}::uuid[], null)) with ordinality as r(g, rank)`
    : sql`unnest(${statusOrder}::text[]) with ordinality as r(g, rank)`;
  const { after } = at;
  // In the cursor's group only what lies after it; later groups whole; earlier ones not at all.
  const afterCursor = after
    ? sql<boolean>`(r.rank > ${after.rank} or (meetings.starts_at, meetings.id) < (${after.startsAt}, ${after.id}::uuid))`
    : sql<boolean>`true`;
  const members = (of: ReturnType<typeof sql<boolean>>) =>
    matching(db, p).selectAll('meetings').where(of).where(afterCursor);
  const own = members(client ? sql<boolean>`meetings.client_id = r.g` : sql<boolean>`meetings.status = r.g`);
  const inGroup = client
    ? own.unionAll(
        members(
          sql<boolean>`r.g is null and not exists (select 1 from unnest(${p.clientOrder}::uuid[]) k where k = meetings.client_id)`,
        ),
      )
    : own;
  const needed = at.limit + (at.offset ?? 0);
  const rows = await sql<Ranked>`
    select m.*, r.rank as sort_rank
    from ${groups}
    cross join lateral (${inGroup.orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(needed)}) as m
    ${after ? sql`where r.rank >= ${after.rank}` : sql``}
    order by r.rank, m.starts_at desc, m.id desc
    limit ${at.limit} offset ${at.offset ?? 0}`.execute(db);
  return rows.rows;
}

/** One sorted slice: after `cursor` (keyset) or from `offset`. */
const slice = (db: Db | Tx, p: Prepared, at: At) => (p.sort === 'date' ? newestFirst(db, p, at) : byGroup(db, p, at));

/** One page of the admin's list, how many match the filter, and how many meetings there are. */
export async function adminMeetingPage(
  db: Db | Tx,
  { limit, offset, ...filter }: AdminMeetingListQuery,
): Promise<{ rows: MeetingsTable[]; total: number; all: number }> {
  const p = await prepare(db, filter);
  const count = async (q: ReturnType<typeof matching>) =>
    Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const unfiltered = filter.search.trim() === '' && filter.status === 'all';
  const [rows, total, all] = await Promise.all([
    slice(db, p, { limit, offset }),
    unfiltered ? null : count(matching(db, p)),
    count(t(db).selectFrom('meetings')),
  ]);
  return { rows, total: total ?? all, all };
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
    const last = rows[rows.length - 1]!;
    after = { rank: Number(last.sort_rank), startsAt: last.starts_at, id: last.id };
  }
}
