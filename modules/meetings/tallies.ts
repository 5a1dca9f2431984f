import { sql } from 'kysely';
import type { Tx } from '../../server/db/kysely';
import { defineProjection, type Stored } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { MeetingEvent } from './events';

/**
 * Meetings and hours used per partner and status, so the dashboards count without scanning the
 * history (issue 17 item 4). It runs BEFORE `meetings.meetings`: each statement reads the meeting's
 * row as it was, takes its old contribution off and adds the new one, and only while the row is
 * older than the event (applied twice, it changes nothing, like the rows of `streamRows`). Plain
 * INSERTs without RETURNING, so the replay sends them in its batches (no read per event). A tally
 * that drops to zero is deleted: the table then equals a GROUP BY of the meetings, whatever the
 * history.
 */
async function move(
  tx: Tx,
  e: Stored<MeetingEvent>,
  to: { partnerId?: string; status?: string; hoursUsed?: number },
): Promise<void> {
  await sql`
    INSERT INTO meeting_tallies (partner_id, status, meetings, hours_used)
    SELECT partner_id, status, sum(n), sum(h) FROM (
      SELECT partner_id, status, -1 AS n, -hours_used AS h FROM meetings WHERE id = ${e.data.meetingId} AND version < ${e.version}
      UNION ALL
      SELECT coalesce(${to.partnerId ?? null}::uuid, partner_id), coalesce(${to.status ?? null}::text, status), 1,
        coalesce(${to.hoursUsed ?? null}::numeric, hours_used)
      FROM meetings WHERE id = ${e.data.meetingId} AND version < ${e.version}
    ) d GROUP BY partner_id, status
    ON CONFLICT (partner_id, status) DO UPDATE SET meetings = meeting_tallies.meetings + excluded.meetings,
      hours_used = meeting_tallies.hours_used + excluded.hours_used`.execute(tx);
  await sql`DELETE FROM meeting_tallies WHERE meetings = 0`.execute(tx);
}

const handles = [
  'MeetingPlanned',
  'MeetingCompleted',
  'MeetingCancelled',
  'MeetingNotHeld',
  'MeetingHandedOver',
] as const;

export const meetingTalliesProjection = defineProjection<MeetingEvent>({
  name: 'meetings.tallies',
  tables: ['meeting_tallies'],
  handles,
  rebuild: async (tx) => {
    await sql`
      INSERT INTO meeting_tallies (partner_id, status, meetings, hours_used)
      SELECT partner_id, status, count(*), sum(hours_used) FROM meetings GROUP BY partner_id, status`.execute(tx);
  },
  apply: async (tx, e) => {
    switch (e.type) {
      case 'MeetingPlanned':
        await sql`
          INSERT INTO meeting_tallies (partner_id, status, meetings, hours_used)
          SELECT ${e.data.partnerId}::uuid, 'scheduled', 1, 0
          WHERE NOT EXISTS (SELECT 1 FROM meetings WHERE id = ${e.data.meetingId})
          ON CONFLICT (partner_id, status) DO UPDATE SET meetings = meeting_tallies.meetings + 1`.execute(tx);
        return;
      case 'MeetingCompleted':
        await move(tx, e, { status: 'completed', hoursUsed: e.data.hoursUsed });
        return;
      case 'MeetingCancelled':
        await move(tx, e, { status: 'cancelled', hoursUsed: e.data.hoursUsed ?? 0 });
        return;
      case 'MeetingNotHeld':
        await move(tx, e, { status: 'not_held' });
        return;
      case 'MeetingHandedOver':
        await move(tx, e, { partnerId: e.data.toPartnerId });
        return;
      // Neither changes whose meeting it is, its status or its hours (the handles leave them out).
      case 'MeetingReminderSent':
      case 'MeetingRescheduled':
        return;
      default:
        return unreachable(e);
    }
  },
});
