import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import {
  handle,
  runAcross,
  runner,
  sweep,
  type Decision,
  type EventMetadata,
  type Untimed,
} from '../../server/eventstore';
import { currentUserPackage, findUserPackage, userPackageDecider } from '../packages';
import { schedulingPolicyOf } from '../scheduling';
import { berlinToInstant, type RepeatedTime } from './berlin-time';
import { meetingDecider, type MeetingClash, type MeetingCommand, type MeetingSlot } from './decide';
import type { MeetingEvent } from './events';
import type { z } from 'zod';
import type { createMeetingRequest } from './contract';
import { findClash } from './clash';
import { findMeeting, meetingsDueForReminder, meetingsNear } from './queries';
import { reminderKindsOf } from './reminders';
import { endMeetingAndHours } from './settle';
import { newVideoRoomLink } from './video-room';
import { lockPeople, personKeys } from '../../server/db/locks';
import type { Actor } from '../identity/contract';

const runMeetingCommand = runner(meetingDecider);

export interface PlanInput extends MeetingSlot {
  /** which of the two times the autumn change repeats was chosen (the contract asks for it) */
  repeatedTime?: RepeatedTime | undefined;
  clientId: string;
  partnerId: string;
  userPackageId: string | null;
}

/** A parsed `POST /api/meetings/create` body as `planMeeting` takes it; `partnerId`: who plans (`plannerOf`). */
export const planInputOf = (
  { partnerId: _asked, userPackageId, ...slot }: z.output<typeof createMeetingRequest>,
  partnerId: string,
): PlanInput => ({ ...slot, partnerId, userPackageId: userPackageId ?? null });

/**
 * Plans a meeting and reserves its hours on the package in ONE transaction: the packages module's
 * rules decide the reservation, so concurrent plans can never overbook a partner's hours.
 */
export async function planMeeting(
  ctx: AppContext,
  actor: Actor,
  input: PlanInput,
  meta: EventMetadata,
): Promise<string> {
  const meetingId = randomUUID();
  await runAcross(ctx, meta, (tx, now) => planIn(ctx, tx, actor, input, meetingId, now));
  return meetingId;
}

/**
 * One planned meeting and its hours, decided in `tx` (a single plan's, or one of a series');
 * `meetingId` is new (a random UUID), so its stream is begun without reading the log.
 */
export async function planIn(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  input: PlanInput & { seriesId?: string },
  meetingId: string,
  now: Date,
) {
  const startsAt = berlinToInstant(input.date, input.time, input.repeatedTime);
  // The package named, else the client's current one; whose it is, decide checks.
  const pkg = input.userPackageId
    ? await findUserPackage(tx, input.userPackageId)
    : await currentUserPackage(tx, input.clientId);
  const userPackageId = pkg?.id ?? input.userPackageId ?? randomUUID();
  // Both people, then the meeting's and the package's streams: the order the steps below would take
  // them one by one, in one statement (issue 36).
  await ctx.store.lock(tx, personKeys([input.partnerId, input.clientId]), [
    meetingDecider.toStreamId(meetingId),
    userPackageDecider.toStreamId(userPackageId),
  ]);
  const clash = startsAt ? await clashOf(tx, input, startsAt, null, true) : null;
  const meeting = await handle(
    ctx.store,
    tx,
    meetingDecider,
    meetingId,
    {
      type: 'PlanMeeting',
      meetingId,
      actor,
      clientId: input.clientId,
      partnerId: input.partnerId,
      packageClientId: pkg?.user_id ?? null,
      packageStatus: pkg?.status ?? null,
      packageExpiresAt: pkg?.expires_at ?? null,
      userPackageId,
      startsAt,
      date: input.date,
      time: input.time,
      duration: input.duration,
      platform: input.platform,
      link: input.link,
      roomLink: newVideoRoomLink(ctx.config.VIDEO_ROOM_BASE_URL),
      location: input.location,
      notes: input.notes,
      clash,
      ...(input.seriesId ? { seriesId: input.seriesId } : {}),
      now,
    },
    { isNew: true },
  );
  return await withHoursReserved(ctx, tx, meeting, now);
}

/**
 * A new meeting (planned or booked) and its hours reserved on its package, both decisions to append
 * together: the packages module's rules decide the reservation (the partner holds hours there,
 * enough are left, the meeting lies in the validity).
 */
export async function withHoursReserved(ctx: AppContext, tx: Tx, meeting: Decision<MeetingEvent>, now: Date) {
  const planned = meeting.events[0];
  // A plan or a booking is decided as MeetingPlanned, or refused (thrown) before this.
  if (planned?.type !== 'MeetingPlanned') throw new Error('A new meeting is decided as MeetingPlanned.');
  const { partnerId, meetingId, userPackageId, hours, duration } = planned.data;
  const startsAt = new Date(planned.data.startsAt);
  const endsAt = new Date(startsAt.getTime() + duration * 60_000);
  const reservation = await handle(ctx.store, tx, userPackageDecider, userPackageId, {
    type: 'ReserveHours',
    partnerId,
    meetingId,
    hours,
    startsAt,
    endsAt,
    now,
  });
  return [meeting, reservation];
}

/**
 * The partner's or the client's scheduled meeting overlapping the new one. Both people are locked
 * for the transaction first (unless the caller `locked` them already), so two plans at once for the
 * same person are checked one after the other.
 */
export async function clashOf(
  tx: Tx,
  input: { partnerId: string; clientId: string; duration: number },
  startsAt: Date,
  except: string | null = null,
  locked = false,
): Promise<MeetingClash | null> {
  if (!locked) await lockPeople(tx, [input.partnerId, input.clientId]);
  const end = new Date(startsAt.getTime() + input.duration * 60_000);
  // The meeting being moved does not clash with itself.
  const rows = (await meetingsNear(tx, input, startsAt, end)).filter((row) => row.id !== except);
  const near = rows.map((row) => ({
    row,
    partnerId: row.partner_id,
    clientId: row.client_id,
    status: row.status,
    startsAt: row.starts_at,
    duration: row.duration,
  }));
  const clash = findClash(near, { ...input, startsAt, duration: input.duration });
  if (!clash) return null;
  const { date, time, duration } = clash.meeting.row;
  return { date, time, duration, whose: clash.whose };
}

/**
 * A person's command that ends a meeting (what it does to the hours: `settle.ts`). A cancellation's
 * notice is not the caller's to give: it is the firm's policy, read in the command's transaction.
 */
export type Settling =
  | Extract<Untimed<MeetingCommand>, { type: 'CompleteMeeting' | 'MarkNotHeld' }>
  | Omit<Extract<Untimed<MeetingCommand>, { type: 'CancelMeeting' }>, 'cancellationNoticeHours'>;

/**
 * Ends a meeting and settles its reserved hours on its package in ONE transaction: the meeting's
 * command, then the package's for that meeting (consume or release), both decided at the same time.
 */
export async function settleMeeting(
  ctx: AppContext,
  meetingId: string,
  meeting: Settling,
  meta: EventMetadata,
): Promise<void> {
  await runAcross(ctx, meta, async (tx, now) => {
    // A missing meeting is refused by its decider before the row is used.
    const row = await findMeeting(tx, meetingId);
    // The package's and the meeting's streams locked in one statement, the package first: the order
    // a package's end takes them (its reaction cancels the meetings), so the two never deadlock.
    await ctx.store.lock(
      tx,
      [],
      [userPackageDecider.toStreamId(row?.user_package_id ?? ''), meetingDecider.toStreamId(meetingId)],
    );
    // The notice as stored now, in this transaction: what the dialog's terms were computed from.
    const ending: Untimed<MeetingCommand> =
      meeting.type === 'CancelMeeting'
        ? { ...meeting, cancellationNoticeHours: (await schedulingPolicyOf(tx)).cancellationNoticeHours }
        : meeting;
    return endMeetingAndHours(ctx.store, tx, meetingId, row?.user_package_id ?? '', ending, now);
  });
}

/** The reminder sweep: each scheduled meeting starting within the reminder window (`reminders.ts`) gets its reminder once. */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  // The firm's choice (24 h, 1 h, both, none), read once per sweep.
  const kinds = reminderKindsOf((await schedulingPolicyOf(ctx.db)).reminders);
  const due = await meetingsDueForReminder(ctx.db, now, kinds);
  return sweep(due, 'meetings.reminders', (id, meta) =>
    runMeetingCommand(ctx, id, () => ({ type: 'SendReminder', kinds, now }), meta),
  );
}
