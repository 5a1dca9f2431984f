import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { lockPeople } from '../../server/db/locks';
import { handle, runAcross, type EventMetadata } from '../../server/eventstore';
import { userPackageDecider } from '../packages';
import { schedulingPolicyOf } from '../scheduling';
import { berlinToInstant, type RepeatedTime } from './berlin-time';
import { packageOf, slotFactsOf } from './booking';
import { clashOf } from './commands';
import { meetingDecider, type SlotFacts } from './decide';
import { findMeeting } from './queries';
import type { MeetingsTable } from './tables';
import type { Actor } from '../identity/contract';

interface NewTime {
  date: string;
  time: string;
  duration: number;
  /** which of the two times the autumn change repeats was chosen (the contract asks for it) */
  repeatedTime?: RepeatedTime | undefined;
  /** the instant itself (a slot of the list); date and time then follow from it */
  startsAt?: string | undefined;
  /** another address for an in-person meeting; left out, it stays */
  location?: string | null | undefined;
}

/**
 * What a client's move is checked against (issue 19): the Accelerator's free slots around the new
 * time, the meeting itself not counted. Null for the partner and the admin, who move anywhere free.
 */
async function clientSlotFacts(tx: Tx, actor: Actor, row: MeetingsTable | undefined, startsAt: Date | null) {
  if (actor.role !== 'user' || !row || !startsAt) return null;
  const who = { partnerId: row.partner_id, clientId: row.client_id };
  // The meeting's own package: a move keeps its hours there, within its validity.
  const pkg = await packageOf(tx, who, row.user_package_id);
  if (!pkg) return null;
  const day = 86_400_000;
  const between = { start: new Date(startsAt.getTime() - day), end: new Date(startsAt.getTime() + day) };
  return slotFactsOf(tx, who, pkg, between, row.id);
}

/**
 * Moves a planned meeting to another time (issue 15 item 9, the admin's re-plan; issue 19: the
 * partner's and the client's). The meeting's rules (future, no clash, not in the past; a client
 * only outside the notice and to a free slot) and the package's (within its validity, enough hours
 * for a longer meeting) decide in ONE transaction; both sides get the same calendar entry with the
 * new time.
 */
export async function rescheduleMeeting(
  ctx: AppContext,
  actor: Actor,
  meetingId: string,
  to: NewTime,
  meta: EventMetadata,
): Promise<void> {
  const startsAt = to.startsAt ? new Date(to.startsAt) : berlinToInstant(to.date, to.time, to.repeatedTime);
  await runAcross(ctx, meta, async (tx, now) => {
    // The meeting's people first, then the meeting as it is now (a hand-over may just have moved it).
    const before = await findMeeting(tx, meetingId);
    if (before) await lockPeople(tx, [before.partner_id, before.client_id]);
    const row = await findMeeting(tx, meetingId);
    // Its package's stream before its own: the order a package's end takes them (no deadlock).
    if (row)
      await ctx.store.lock(
        tx,
        [],
        [userPackageDecider.toStreamId(row.user_package_id), meetingDecider.toStreamId(meetingId)],
      );
    const who = row ? { partnerId: row.partner_id, clientId: row.client_id, duration: to.duration } : null;
    const clash = who && startsAt ? await clashOf(tx, who, startsAt, meetingId) : null;
    const slot: SlotFacts | null = await clientSlotFacts(tx, actor, row, startsAt);
    const { cancellationNoticeHours } = await schedulingPolicyOf(tx);
    const moved = await handle(ctx.store, tx, meetingDecider, meetingId, {
      type: 'RescheduleMeeting',
      actor,
      date: to.date,
      time: to.time,
      duration: to.duration,
      startsAt,
      clash,
      location: to.location,
      cancellationNoticeHours,
      slot,
      now,
    });
    const event = moved.events[0];
    if (!row || !event || event.type !== 'MeetingRescheduled') return [moved];
    const start = new Date(event.data.startsAt);
    const reservation = await handle(ctx.store, tx, userPackageDecider, row.user_package_id, {
      type: 'MoveReservation',
      meetingId,
      hours: event.data.hours,
      startsAt: start,
      endsAt: new Date(start.getTime() + to.duration * 60_000),
      now,
    });
    return [moved, reservation];
  });
}
