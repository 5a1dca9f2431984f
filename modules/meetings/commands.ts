import { randomUUID } from 'node:crypto';
import type { Tx } from '../../server/db/kysely';
import type { AppContext } from '../../server/context';
import type { EventMetadata, StoredEvent, StreamAppend } from '../../server/eventstore';
import { jobIdFor, queues } from '../../jobs/boss';
import { findUsersByIds } from '../identity';
import { currentUserPackage, findUserPackage, queuePackageMails, userPackageAppend } from '../packages';
import { berlinToInstant } from './berlin-time';
import type { Platform } from './contract';
import { decideMeeting, evolveMeeting, initialMeetingState, type Actor, type MeetingCommand, type MeetingError } from './decide';
import { meetingStreamType, toMeetingStreamId, type MeetingEvent } from './events';
import { cancelledMails, plannedMails, reminderMails, type MeetingMailFacts } from './mails';
import { findMeeting, meetingsDueForReminder } from './queries';

export class MeetingsDomainError extends Error {
  constructor(readonly error: MeetingError) {
    super(error.code);
    this.name = 'MeetingsDomainError';
  }
}

const decider = { initialState: initialMeetingState, evolve: evolveMeeting };

async function meetingAppend(ctx: AppContext, tx: Tx, meetingId: string, command: MeetingCommand): Promise<StreamAppend> {
  const streamId = toMeetingStreamId(meetingId);
  const { state, version } = await ctx.store.load(tx, streamId, decider);
  const events = decideMeeting(command, state, meetingId);
  if (!Array.isArray(events)) throw new MeetingsDomainError(events);
  return { streamId, streamType: meetingStreamType, expectedVersion: version, events };
}

/** Queues the e-mails meeting events cause (invitations with .ics, cancellations, reminders). */
async function queueMeetingMails(ctx: AppContext, tx: Tx, events: StoredEvent[]): Promise<void> {
  for (const stored of events) {
    const e = stored as unknown as MeetingEvent;
    // The same transaction holds the package's ledger events (which name the meeting too): skip them.
    const build = e.type === 'MeetingPlanned' ? plannedMails : e.type === 'MeetingCancelled' ? (f: MeetingMailFacts) => cancelledMails(f, e.data.reason) : e.type === 'MeetingReminderSent' ? reminderMails : null;
    if (!build) continue;
    const m = await findMeeting(tx, e.data.meetingId);
    if (!m) continue;
    const people = await findUsersByIds(tx, [m.client_id, m.partner_id]);
    const client = people.get(m.client_id);
    const partner = people.get(m.partner_id);
    if (!client || !partner) continue;
    const facts: MeetingMailFacts = {
      meetingId: m.id, startsAt: m.starts_at.toISOString(), date: m.date, time: m.time, duration: m.duration, platform: m.platform as Platform,
      link: m.link, sequence: stored.version - 1,
      client: { name: client.name, email: client.email }, partner: { name: partner.name, email: partner.email }, productName: ctx.config.PRODUCT_NAME, portalUrl: ctx.config.publicUrl,
    };
    for (const mail of build(facts)) await ctx.store.enqueueJob(tx, queues.email, mail, jobIdFor(stored.eventId, mail.to));
  }
}

export interface PlanInput {
  clientId: string;
  partnerId: string;
  userPackageId: string | null;
  date: string;
  time: string;
  duration: number;
  platform: Platform;
  link: string | null;
  notes: string | null;
}

/**
 * Plans a meeting and reserves its hours on the package in ONE transaction: the packages module's
 * rules decide the reservation, so concurrent plans can never overbook a partner's hours.
 */
export async function planMeeting(ctx: AppContext, actor: Actor, input: PlanInput, meta: EventMetadata): Promise<string> {
  const meetingId = randomUUID();
  const now = ctx.now();
  const startsAt = berlinToInstant(input.date, input.time);
  await ctx.store.execute(async (tx) => {
    // The package named, else the client's current one; whose it is, decide checks.
    const pkg = input.userPackageId ? await findUserPackage(tx, input.userPackageId) : await currentUserPackage(tx, input.clientId);
    const userPackageId = pkg?.id ?? input.userPackageId ?? randomUUID();
    const meeting = await meetingAppend(ctx, tx, meetingId, {
      type: 'PlanMeeting', meetingId, actor, clientId: input.clientId, partnerId: input.partnerId, packageClientId: pkg?.user_id ?? null, userPackageId,
      startsAt, date: input.date, time: input.time, duration: input.duration, platform: input.platform, link: input.link, notes: input.notes, now,
    });
    const hours = (meeting.events[0] as MeetingEvent & { type: 'MeetingPlanned' }).data.hours;
    const reservation = await userPackageAppend(ctx, tx, userPackageId, { type: 'ReserveHours', partnerId: input.partnerId, meetingId, hours, now });
    return { appends: [meeting, reservation], result: undefined, afterAppend: (t, events) => queueMeetingMails(ctx, t, events) };
  }, meta);
  return meetingId;
}

/** Completes a meeting and consumes its reserved hours, atomically. */
export async function completeMeeting(ctx: AppContext, actor: Actor, meetingId: string, summary: string, notes: string | null, meta: EventMetadata): Promise<void> {
  const now = ctx.now();
  await ctx.store.execute(async (tx) => {
    const meeting = await meetingAppend(ctx, tx, meetingId, { type: 'CompleteMeeting', actor, summary, notes, now });
    const row = (await findMeeting(tx, meetingId))!;
    const consumed = await userPackageAppend(ctx, tx, row.user_package_id, { type: 'ConsumeHours', meetingId, now });
    // The package's own mails (low hours) follow its events, whoever appended them.
    return { appends: [meeting, consumed], result: undefined, afterAppend: (t, events) => queuePackageMails(ctx, t, events) };
  }, meta);
}

/** Cancels a future meeting and releases its reservation, atomically; both sides get an e-mail. */
export async function cancelMeeting(ctx: AppContext, actor: Actor, meetingId: string, reason: string, meta: EventMetadata): Promise<void> {
  const now = ctx.now();
  await ctx.store.execute(async (tx) => {
    const meeting = await meetingAppend(ctx, tx, meetingId, { type: 'CancelMeeting', actor, reason, now });
    const row = (await findMeeting(tx, meetingId))!;
    const released = await userPackageAppend(ctx, tx, row.user_package_id, { type: 'ReleaseReservation', meetingId, now });
    return { appends: [meeting, released], result: undefined, afterAppend: (t, events) => queueMeetingMails(ctx, t, events) };
  }, meta);
}

/** The reminder sweep: each scheduled meeting starting within 24 hours gets its reminder once. */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let sent = 0;
  for (const id of await meetingsDueForReminder(ctx.db, now)) {
    try {
      await ctx.store.execute(async (tx) => ({
        appends: [await meetingAppend(ctx, tx, id, { type: 'SendReminder', now })],
        result: undefined,
        afterAppend: (t, events) => queueMeetingMails(ctx, t, events),
      }), { actorRole: 'system', correlationId: 'meetings.reminders' });
      sent++;
    } catch {
      // cancelled, completed or reminded meanwhile
    }
  }
  return sent;
}
