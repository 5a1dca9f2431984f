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
/** Meetings of clients identity no longer knows sort after every name. */
const UNKNOWN_CLIENT = 2_147_483_647;

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

/** The filtered meetings and their sort rank (null for the date sort: newest first is all). */
function ranked(db: Db | Tx, p: Prepared) {
  const q = matching(db, p);
  if (p.sort === 'client') {
    const ranks = sql<{
      id: string;
      rank: number;
    }>`(select * from unnest(${p.clientOrder}::uuid[]) with ordinality as u(id, rank))`;
    return {
      // The join only adds `ranks.rank`, which the raw `rank` reads: the builder's type stays the list's.
      query: q.leftJoin(ranks.as('ranks'), 'ranks.id', 'meetings.client_id') as unknown as typeof q,
      rank: sql<number>`coalesce(ranks.rank, ${UNKNOWN_CLIENT})::bigint`,
    };
  }
  if (p.sort === 'status')
    return { query: q, rank: sql<number>`array_position(${statusOrder}::text[], meetings.status)::bigint` };
  return { query: q, rank: null };
}

type Ranked = MeetingsTable & { sort_rank: number };
interface Cursor {
  rank: number;
  startsAt: Date;
  id: string;
}

/** One sorted slice: after `cursor` (keyset) or from `offset`. */
async function slice(db: Db | Tx, p: Prepared, at: { limit: number; offset?: number; after?: Cursor }) {
  const { query, rank } = ranked(db, p);
  const r = rank ?? sql<number>`0`;
  let q = query.selectAll('meetings').select(r.as('sort_rank'));
  if (at.after) {
    // (rank asc, starts_at desc, id desc): all descending once the rank is negated.
    const { rank: k, startsAt, id } = at.after;
    q = q.where(sql<boolean>`(-${r}, meetings.starts_at, meetings.id) < (-${k}::bigint, ${startsAt}, ${id}::uuid)`);
  }
  if (rank) q = q.orderBy(rank);
  return (await q
    .orderBy('meetings.starts_at', 'desc')
    .orderBy('meetings.id', 'desc')
    .limit(at.limit)
    .offset(at.offset ?? 0)
    .execute()) as Ranked[];
}

/** One page of the admin's list, how many match the filter, and how many meetings there are. */
export async function adminMeetingPage(
  db: Db | Tx,
  { limit, offset, ...filter }: AdminMeetingListQuery,
): Promise<{ rows: MeetingsTable[]; total: number; all: number }> {
  const p = await prepare(db, filter);
  const count = async (q: ReturnType<typeof matching>) =>
    Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const [rows, total, all] = await Promise.all([
    slice(db, p, { limit, offset }),
    count(matching(db, p)),
    count(t(db).selectFrom('meetings')),
  ]);
  return { rows, total, all };
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
