import { sql } from 'kysely';
import type { Db, Tx } from '../../server/db/kysely';
import { usersOfRoleQuery } from '../identity';
import { latestLiveMeetingStart } from '../meetings';
import { currentActivePackagesQuery } from '../packages';
import { LOW_HOURS_THRESHOLD } from '../packages/contract';
import { attentionReasons, type AttentionItem, type AttentionPage, type AttentionReason } from './contract';

// The admin's attention list (issue 17): who needs the firm's attention, counted per reason and
// read a page at a time in the database. Only clients whose current package is active are concerned:
// the active packages (an index), each joined by primary key with its client and, for 'no meeting',
// one index step to their latest meeting. Nothing reads the firm's history.

const DAY = 24 * 3600_000;

/** The active clients with what each reason looks at; `last`: the latest meeting, else the activation. */
function concerned(db: Db | Tx) {
  return db
    .selectFrom(currentActivePackagesQuery(db).as('p'))
    .innerJoin(usersOfRoleQuery(db, 'user').as('u'), 'u.id', 'p.user_id')
    .select([
      'u.id as client_id',
      'u.name as client_name',
      'u.sort_name',
      'p.name as package_name',
      'p.expires_at',
      'p.remaining_hours',
      sql<Date | null>`coalesce(${latestLiveMeetingStart(sql.ref('p.user_id'))}, p.activated_at)`.as('last'),
    ]);
}

/** The condition of each reason, and its order: the most urgent of it first. */
const rules = (now: Date) => {
  const soon = new Date(now.getTime() + 30 * DAY);
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  return {
    expiring: { where: sql<boolean>`expires_at <= ${soon}`, order: sql`expires_at` },
    low_hours: { where: sql<boolean>`remaining_hours < ${LOW_HOURS_THRESHOLD}`, order: sql`remaining_hours` },
    // No meeting ever and no activation date: concerned since always (as before: 'last' counts as 0).
    no_meeting: { where: sql<boolean>`coalesce(last, 'epoch') < ${monthAgo}`, order: sql`last NULLS FIRST` },
  } satisfies Record<AttentionReason, unknown>;
};

/** How many items each reason has, in one statement. */
export async function attentionCounts(db: Db | Tx, now: Date): Promise<Record<AttentionReason, number>> {
  const r = rules(now);
  const row = await db
    .selectFrom(concerned(db).as('c'))
    .select([
      sql<number>`count(*) FILTER (WHERE ${r.expiring.where})::int`.as('expiring'),
      sql<number>`count(*) FILTER (WHERE ${r.low_hours.where})::int`.as('low_hours'),
      sql<number>`count(*) FILTER (WHERE ${r.no_meeting.where})::int`.as('no_meeting'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** Items `offset` to `offset + limit` of one reason, most urgent first (then by name, then id). */
async function itemsOf(
  db: Db | Tx,
  reason: AttentionReason,
  now: Date,
  limit: number,
  offset: number,
): Promise<AttentionItem[]> {
  const rule = rules(now)[reason];
  const rows = await db
    .selectFrom(concerned(db).as('c'))
    .selectAll()
    .where(rule.where)
    .orderBy(rule.order)
    .orderBy('sort_name')
    .orderBy('client_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((c) => ({
    clientId: c.client_id,
    clientName: c.client_name,
    reason,
    detail:
      reason === 'expiring'
        ? c.expires_at!.toISOString()
        : reason === 'low_hours'
          ? String(Number(c.remaining_hours))
          : c.package_name,
  }));
}

/**
 * A page of the whole list: the reasons one after the other (expiring, low hours, no meeting; see
 * `attentionReasons`), each most urgent first. Reads of each reason only the part the page covers.
 */
export async function attentionPage(
  db: Db | Tx,
  now: Date,
  { limit, offset }: { limit: number; offset: number },
  counts?: Record<AttentionReason, number>,
): Promise<AttentionPage> {
  const n = counts ?? (await attentionCounts(db, now));
  const parts: Promise<AttentionItem[]>[] = [];
  let start = 0;
  for (const reason of attentionReasons) {
    const from = Math.max(offset - start, 0);
    const to = Math.min(offset + limit - start, n[reason]);
    if (to > from) parts.push(itemsOf(db, reason, now, to - from, from));
    start += n[reason];
  }
  return { attention: (await Promise.all(parts)).flat(), total: start };
}
