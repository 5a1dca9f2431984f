import type { AppContext } from '../../server/context';
import type { Db, Tx } from '../../server/db/kysely';
import { lockPeople } from '../../server/db/locks';
import { DomainError, handle, runAcross, type EventMetadata } from '../../server/eventstore';
import { findUsersByIds, listUsersByRole, namesOf, type PartnerTies } from '../identity';
import { openAllocationsOfPartner, partnerHasAllocations, userPackageDecider } from '../packages';
import { PARTNER_LEFT_REASON, type HandoverRequest, type PartnerHoldings } from './contract';
import { meetingDecider } from './decide';
import { partnerHasMeetings, scheduledMeetingsOfPartner } from './queries';
import { endMeetingAndHours } from './settle';
import { availabilityOf } from '../scheduling';
import { newVideoRoomLink } from './video-room';
import type { MeetingPlace } from './decide-commands';

/**
 * An Accelerator leaves (issue 15 item 4). What they hold: the open packages with hours left for
 * them, and their scheduled meetings in each. The admin decides per package who takes the hours
 * (or that they are released) and whether the future meetings go along or are cancelled; one
 * transaction carries it out, then the account is deactivated. Nothing stays allocated to an account
 * nobody can sign in to.
 */
export async function partnerHoldings(db: Db | Tx, partnerId: string, now: Date): Promise<PartnerHoldings> {
  const [allocations, meetings, partners] = await Promise.all([
    openAllocationsOfPartner(db, partnerId),
    scheduledMeetingsOfPartner(db, partnerId),
    listUsersByRole(db, 'partner'),
  ]);
  const clientName = await namesOf(
    db,
    allocations.map((a) => a.clientId),
    'Unbekannt',
  );
  return {
    packages: allocations.map((a) => ({
      ...a,
      clientName: clientName(a.clientId),
      meetings: meetings
        .filter((m) => m.user_package_id === a.userPackageId)
        .map((m) => ({
          id: m.id,
          startsAt: m.starts_at.toISOString(),
          date: m.date,
          time: m.time,
          duration: m.duration,
          started: m.starts_at.getTime() <= now.getTime(),
        })),
    })),
    candidates: partners
      .filter((p) => p.id !== partnerId && p.deactivated_at === null)
      .map((p) => ({ id: p.id, name: p.name })),
  };
}

/** Whether a partner still holds open hours or scheduled meetings (then they cannot simply be removed). */
async function partnerHoldsHours(db: Db | Tx, partnerId: string): Promise<boolean> {
  const [allocations, meetings] = await Promise.all([
    openAllocationsOfPartner(db, partnerId),
    scheduledMeetingsOfPartner(db, partnerId),
  ]);
  return allocations.length > 0 || meetings.length > 0;
}

/** What the identity module asks before it removes a partner: their history, and what they still hold. */
export const partnerTies: PartnerTies = {
  hasHistory: async (db, id) => (await partnerHasAllocations(db, id)) || partnerHasMeetings(db, id),
  holdsHours: partnerHoldsHours,
};
/** After a hand-over the partner had a history by definition (their meetings may all be someone else's now). */
export const handedOverTies: PartnerTies = { ...partnerTies, hasHistory: async () => true };

export type HandoverError = { code: 'HandoverIncomplete'; missing: number };

/**
 * Each open package needs the admin's choice; a choice for a package they do not hold is ignored.
 * `partial` (the preview, asked while the admin still chooses): a package not yet chosen is left out.
 */
export function planHandover(
  holdings: Pick<PartnerHoldings, 'packages'>,
  request: HandoverRequest,
  { partial = false } = {},
): { userPackageId: string; toPartnerId: string | null; handOverMeetings: boolean }[] | HandoverError {
  const chosen = new Map(request.packages.map((p) => [p.userPackageId, p.toPartnerId]));
  const missing = holdings.packages.filter((p) => !chosen.has(p.userPackageId)).length;
  if (missing && !partial) return { code: 'HandoverIncomplete', missing };
  return holdings.packages
    .filter((p) => chosen.has(p.userPackageId))
    .map((p) => {
      const toPartnerId = chosen.get(p.userPackageId)!;
      // Released hours hold no meetings: those are cancelled.
      return {
        userPackageId: p.userPackageId,
        toPartnerId,
        handOverMeetings: toPartnerId !== null && request.meetings === 'handOver',
      };
    });
}

/** Carries out the admin's plan in one transaction; a package's rule broken (a started meeting unsettled) undoes all. */
export async function handOverPartner(
  ctx: AppContext,
  partnerId: string,
  request: HandoverRequest,
  meta: EventMetadata,
): Promise<void> {
  await runAcross(ctx, meta, async (tx, now) => {
    await carryOutHandover(ctx, tx, partnerId, request, meta, now);
    return [];
  });
}

/**
 * The hand-over's work inside `tx`, appending as it decides. The hand-over commits it; its preview
 * (`handover-preview.ts`) runs this same function and rolls back, so the two cannot disagree.
 */
export async function carryOutHandover(
  ctx: AppContext,
  tx: Tx,
  partnerId: string,
  request: HandoverRequest,
  meta: EventMetadata,
  now: Date,
  { partial = false } = {},
): Promise<PartnerHoldings> {
  // The leaver and every successor first: a second hand-over, the leaver planning a meeting, or a
  // successor being removed at the same moment waits, then reads what this one left.
  const successors = request.packages.flatMap((p) => (p.toPartnerId ? [p.toPartnerId] : []));
  await lockPeople(tx, [partnerId, ...successors]);
  // A client's cancellation and the office's end of a package take no person lock, only their
  // streams': lock the packages and meetings read (packages first, as both of them do), then read
  // again, so one cancelled or ended meanwhile is seen so instead of failing the whole hand-over
  // with 'bereits „Abgesagt“' or 'im Status „Storniert“' (hunt of 2026-11-29).
  const seen = await partnerHoldings(tx, partnerId, now);
  await ctx.store.lock(
    tx,
    [],
    [
      ...seen.packages.map((p) => userPackageDecider.toStreamId(p.userPackageId)),
      ...seen.packages.flatMap((p) => p.meetings.map((m) => meetingDecider.toStreamId(m.id))),
    ],
  );
  const holdings = await partnerHoldings(tx, partnerId, now);
  const plan = planHandover(holdings, request, { partial });
  if (!Array.isArray(plan)) throw new DomainError('meetings', plan);
  const targets = await findUsersByIds(
    tx,
    plan.flatMap((p) => (p.toPartnerId ? [p.toPartnerId] : [])),
  );
  // Where the meetings go (`handover-place.ts`): the leaver's address for bookings in person tells
  // their office; each successor's default for bookings is where their meetings are held.
  const leaverAddress = (await availabilityOf(tx, partnerId)).location;
  const defaults = new Map<string, MeetingPlace>();
  for (const id of new Set(successors)) {
    const { platform, link, location } = await availabilityOf(tx, id);
    defaults.set(id, { platform, link, location });
  }
  for (const step of plan) {
    const held = holdings.packages.find((p) => p.userPackageId === step.userPackageId)!;
    // Started meetings stay: the package's rule refuses the move until they are settled.
    for (const m of held.meetings.filter((x) => !x.started)) {
      const appends = step.handOverMeetings
        ? [
            await handle(ctx.store, tx, meetingDecider, m.id, {
              type: 'HandOver',
              fromPartnerId: partnerId,
              toPartnerId: step.toPartnerId!,
              successorDefault: defaults.get(step.toPartnerId!)!,
              leaverAddress,
              roomLink: newVideoRoomLink(ctx.config.VIDEO_ROOM_BASE_URL),
              now,
            }),
          ]
        : await endMeetingAndHours(
            ctx.store,
            tx,
            m.id,
            step.userPackageId,
            {
              type: 'CancelMeeting',
              actor: { id: meta.actorId ?? '', role: 'admin' },
              reason: PARTNER_LEFT_REASON,
              cancellationNoticeHours: 0,
            },
            now,
          );
      await ctx.store.append(tx, appends, meta);
    }
    const target = step.toPartnerId ? targets.get(step.toPartnerId) : undefined;
    const moved = await handle(ctx.store, tx, userPackageDecider, step.userPackageId, {
      type: 'MoveAllocation',
      fromPartnerId: partnerId,
      toPartnerId: step.toPartnerId,
      targetActive: target?.role === 'partner' && target.deactivated_at === null,
      now,
    });
    await ctx.store.append(tx, [moved], meta);
  }
  return holdings;
}
