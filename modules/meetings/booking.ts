import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Db, Tx } from '../../server/db/kysely';
import { lockPeople } from '../../server/db/locks';
import { handle, runAcross, type EventMetadata } from '../../server/eventstore';
import { notFound } from '../../server/http/errors';
import { berlinDayEnd, berlinDayStart } from '../../lib/german/time';
import { bookablePackages } from '../packages';
import { withHoursReserved } from './commands';
import { availabilityOf, busyTimesOf, schedulingPolicyOf } from '../scheduling';
import { freeSlots } from '../scheduling/contract';
import { hoursFor, type SlotsAnswer } from './contract';
import { meetingDecider, type SlotFacts } from './decide';
import { findMeeting, meetingsNear } from './queries';
import type { Actor } from '../identity/contract';
import { newVideoRoomLink } from './video-room';

// Issue 19: a client books an Accelerator's free time. The slots are listed and the booking is
// decided by the same function (`freeSlots`/`whyNotFree`, scheduling's contract) over the same facts.

interface Who {
  partnerId: string;
  clientId: string;
}

type Bookable = Awaited<ReturnType<typeof bookablePackages>>[number];

const noPackage = () => notFound('Sie haben kein aktives Paket mit diesem Accelerator.', 'NO_PACKAGE');

/** Whether a meeting from `start` to `end` lies within the package's validity. */
const covers = (p: Bookable, { start, end }: { start: Date; end: Date }) =>
  (!p.validFrom || p.validFrom <= start) && (!p.validUntil || end <= p.validUntil);

/**
 * Which of the client's active packages with this Accelerator a new meeting takes its hours from:
 * the one ending first that still has enough (so hours are not left to expire) and, for a meeting
 * at a known time, runs then (after the older package's end the newer one's hours are booked);
 * else the one with the most left (its answer says how few). Null without such a package.
 */
async function packageFor(
  db: Db | Tx,
  who: Who,
  hours: number,
  meeting: { start: Date; end: Date } | null = null,
): Promise<Bookable | null> {
  const all = await bookablePackages(db, who.clientId, who.partnerId);
  const enough = all.filter((p) => p.availableHours >= hours);
  return (
    (meeting && enough.find((p) => covers(p, meeting))) ??
    enough[0] ??
    [...all].sort((a, b) => b.availableHours - a.availableHours)[0] ??
    null
  );
}

/** The packages a new meeting of `hours` may take its hours from: those with enough left. */
async function packagesWithHours(db: Db | Tx, who: Who, hours: number): Promise<Bookable[]> {
  return (await bookablePackages(db, who.clientId, who.partnerId)).filter((p) => p.availableHours >= hours);
}

/** The package a meeting being moved holds its hours on (a move stays in its package). */
export async function packageOf(db: Db | Tx, who: Who, userPackageId: string): Promise<Bookable | null> {
  return (
    (await bookablePackages(db, who.clientId, who.partnerId)).find((p) => p.userPackageId === userPackageId) ?? null
  );
}

/**
 * What the slot rule needs between two instants: the Accelerator's availability, both people's
 * scheduled meetings there (the partner's with room for the buffer; `except` the meeting being
 * moved) and the package's validity.
 */
export async function slotFactsOf(
  db: Db | Tx,
  who: Who,
  pkg: Pick<Bookable, 'validFrom' | 'validUntil'>,
  between: { start: Date; end: Date },
  except: string | null = null,
): Promise<SlotFacts> {
  const availability = await availabilityOf(db, who.partnerId);
  // The firm's notice marks slots inside it; its booking horizon ends the bookable time (issue 34).
  const { cancellationNoticeHours, bookingHorizonWeeks } = await schedulingPolicyOf(db);
  const margin = availability.bufferMinutes * 60_000;
  const near = await meetingsNear(
    db,
    who,
    new Date(between.start.getTime() - margin),
    new Date(between.end.getTime() + margin),
  );
  const busy = near.filter((m) => m.id !== except).map((m) => ({ ...m, startsAt: m.starts_at }));
  return {
    availability,
    partnerBusy: busy.filter((m) => m.partner_id === who.partnerId),
    clientBusy: busy.filter((m) => m.client_id === who.clientId),
    // Issue 34: the busy times of the Accelerator's own calendars, as the reading job left them.
    calendarBusy: await busyTimesOf(db, who.partnerId, between),
    validFrom: pkg.validFrom,
    validUntil: pkg.validUntil,
    cancellationNoticeHours,
    horizonWeeks: bookingHorizonWeeks,
  };
}

/**
 * The Accelerator's free starts for the client, from one Berlin day to another. `moving`: the
 * client's meeting with this Accelerator that is being moved; its own time is free and its hours
 * are the client's to place again.
 */
export async function listSlots(
  ctx: AppContext,
  who: Who,
  q: { from: string; to: string; duration: number; moving?: string | undefined },
): Promise<SlotsAnswer> {
  const moved = q.moving ? await findMeeting(ctx.db, q.moving) : undefined;
  const own =
    moved?.status === 'scheduled' && moved.client_id === who.clientId && moved.partner_id === who.partnerId
      ? moved
      : null;
  if (q.moving && !own) throw notFound('Meeting nicht gefunden.');
  const pkg = own
    ? await packageOf(ctx.db, who, own.user_package_id)
    : await packageFor(ctx.db, who, hoursFor(q.duration));
  if (!pkg) throw noPackage();
  const availableHours = Math.round((pkg.availableHours + Number(own?.hours ?? 0)) * 100) / 100;
  const { cancellationNoticeHours, bookingHorizonWeeks } = await schedulingPolicyOf(ctx.db);
  const answer = {
    partnerId: who.partnerId,
    userPackageId: pkg.userPackageId,
    availableHours,
    duration: q.duration,
    cancellationNoticeHours,
    bookingHorizonWeeks,
  };
  // Not enough hours left for this length: nothing to offer (the screen says why).
  if (availableHours < hoursFor(q.duration)) return { ...answer, slots: [] };
  const between = { start: berlinDayStart(q.from), end: berlinDayEnd(q.to) };
  const facts = await slotFactsOf(ctx.db, who, pkg, between, own?.id ?? null);
  // A move stays in its package; a new meeting may take any package with enough hours that runs
  // at its time (two packages: the newer one's time after the older one's end is offered too).
  const packages = own ? [pkg] : await packagesWithHours(ctx.db, who, hoursFor(q.duration));
  const byStart = new Map<string, SlotsAnswer['slots'][number]>();
  for (const p of packages) {
    const validity = { validFrom: p.validFrom, validUntil: p.validUntil };
    const free = freeSlots({ ...facts, ...validity, from: q.from, to: q.to, duration: q.duration, now: ctx.now() });
    for (const slot of free) byStart.set(slot.startsAt, slot);
  }
  const slots = [...byStart.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { ...answer, slots };
}

const DAY = 86_400_000;

/**
 * Books a free slot for the client and reserves its hours in ONE transaction, under both people's
 * locks: of twenty clients who book the same slot at once, one gets it, the others a 409.
 */
export async function bookMeeting(
  ctx: AppContext,
  actor: Actor,
  input: { partnerId: string; startsAt: Date; duration: number; notes: string | null },
  meta: EventMetadata,
): Promise<string> {
  const meetingId = randomUUID();
  const who = { partnerId: input.partnerId, clientId: actor.id };
  await runAcross(ctx, meta, async (tx, now) => {
    await lockPeople(tx, [who.partnerId, who.clientId]);
    const start = input.startsAt;
    const end = new Date(start.getTime() + input.duration * 60_000);
    const pkg = await packageFor(tx, who, hoursFor(input.duration), { start, end });
    if (!pkg) throw noPackage();
    const facts = await slotFactsOf(tx, who, pkg, {
      start: new Date(start.getTime() - DAY),
      end: new Date(start.getTime() + DAY),
    });
    const meeting = await handle(
      ctx.store,
      tx,
      meetingDecider,
      meetingId,
      {
        type: 'BookMeeting',
        meetingId,
        actor,
        partnerId: who.partnerId,
        packageClientId: who.clientId,
        userPackageId: pkg.userPackageId,
        startsAt: start,
        duration: input.duration,
        platform: facts.availability.platform,
        link: facts.availability.link,
        roomLink: newVideoRoomLink(ctx.config.VIDEO_ROOM_BASE_URL),
        location: facts.availability.location ?? null,
        notes: input.notes,
        slot: facts,
        now,
      },
      // A new meeting: its stream is begun without reading the log.
      { isNew: true },
    );
    // The package decides the hours (enough left, within validity), as for a planned meeting.
    return await withHoursReserved(ctx, tx, meeting, now);
  });
  return meetingId;
}
