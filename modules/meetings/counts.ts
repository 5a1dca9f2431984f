import { sql, type Expression } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { durations, type MeetingStatus } from './contract';
import type { MeetingsTable, MeetingsTables } from './tables';

// The dashboards' numbers (issue 17 item 4): totals from the tally (`tallies.ts`), the rest from the
// scheduled meetings only (partial indexes, `0000_baseline`), so no read grows with the firm's history.

const t = (db: Db | Tx) => tablesOf<MeetingsTables & { meeting_tallies: MeetingTallyRow }>(db);

interface MeetingTallyRow {
  partner_id: string;
  status: string;
  meetings: number;
  hours_used: string;
}

type MeetingTotals = Record<MeetingStatus, { meetings: number; hoursUsed: number }>;

/** Meetings and hours used per status, of one partner or (without one) of the firm. */
export async function meetingTotals(db: Db | Tx, partnerId?: string): Promise<MeetingTotals> {
  let q = t(db)
    .selectFrom('meeting_tallies')
    .select((eb) => [
      'status',
      eb.fn.sum<string>('meetings').as('meetings'),
      eb.fn.sum<string>('hours_used').as('hours'),
    ])
    .groupBy('status');
  if (partnerId) q = q.where('partner_id', '=', partnerId);
  const out: MeetingTotals = {
    scheduled: { meetings: 0, hoursUsed: 0 },
    completed: { meetings: 0, hoursUsed: 0 },
    cancelled: { meetings: 0, hoursUsed: 0 },
    not_held: { meetings: 0, hoursUsed: 0 },
  };
  for (const r of await q.execute())
    out[r.status as MeetingStatus] = { meetings: Number(r.meetings), hoursUsed: Number(r.hours) };
  return out;
}

/** Scheduled meetings whose (Berlin) date falls in the month 'YYYY-MM'. */
export async function scheduledInMonth(db: Db | Tx, month: string): Promise<number> {
  const r = await t(db)
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'scheduled')
    .where('date', '>=', `${month}-01`)
    .where('date', '<=', `${month}-31`)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

const OVERDUE = sql`interval '30 minutes'`;

/**
 * A partner's planned meetings as the dashboard shows them (the views of meetings/contract.ts in
 * SQL): upcoming (scheduled, start ahead) with their minutes, the meetings to finish (scheduled,
 * started more than 30 minutes ago: the newest five of them and how many), the next one not over.
 */
export async function partnerSchedule(db: Db | Tx, partnerId: string, now: Date) {
  const scheduled = () =>
    t(db).selectFrom('meetings').where('partner_id', '=', partnerId).where('status', '=', 'scheduled');
  const [sums, toFinish, next] = await Promise.all([
    scheduled()
      .select((eb) => [
        eb.fn.countAll<string>().filterWhere('starts_at', '>', now).as('upcoming'),
        eb.fn.sum<string | null>('duration').filterWhere('starts_at', '>', now).as('upcoming_minutes'),
        eb.fn
          .countAll<string>()
          .filterWhere(sql<boolean>`starts_at < ${now}::timestamptz - ${OVERDUE}`)
          .as('to_finish'),
      ])
      .executeTakeFirstOrThrow(),
    scheduled()
      .selectAll()
      .where(sql<boolean>`starts_at < ${now}::timestamptz - ${OVERDUE}`)
      .orderBy('starts_at', 'desc')
      .limit(5)
      .execute(),
    // Not over: its end still ahead; no meeting lasts longer than the longest duration.
    scheduled()
      .selectAll()
      .where('starts_at', '>', new Date(now.getTime() - Math.max(...durations) * 60_000))
      .where(sql<boolean>`starts_at + duration * interval '1 minute' > ${now}`)
      .orderBy('starts_at')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    upcoming: Number(sums.upcoming),
    upcomingMinutes: Number(sums.upcoming_minutes ?? 0),
    toFinish: Number(sums.to_finish),
    recentToFinish: toFinish as MeetingsTable[],
    next: (next as MeetingsTable | undefined) ?? null,
  };
}

/**
 * The start of the client's latest meeting held or planned (not cancelled), null when none: a
 * correlated subquery for another module's statement (the admin's attention list), one step of
 * `meetings_client_live` (`0000_baseline`) per client, not a scan of their history.
 */
export const latestLiveMeetingStart = (clientId: Expression<string>) =>
  sql<Date | null>`(SELECT max(starts_at) FROM meetings WHERE client_id = ${clientId} AND status <> 'cancelled')`;
