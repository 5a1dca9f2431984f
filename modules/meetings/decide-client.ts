import { berlinWallClock } from '../../lib/german/time';
import { whyNotFree, type SlotRefusal } from '../scheduling/contract';
import { hoursFor, platformsWithLocation, durations } from './contract';
import { unreachable } from '../../lib/unreachable';
import type { MeetingEvent } from './events';
import { hasStarted, isTheClient, linkFor, mayActOn, noInstant, termsFor } from './decide-rules';
import type { MeetingCommand, MeetingError, MeetingState } from './decide-commands';

// The meeting's commands on a slot of the Accelerator's time (issue 19): a client's booking, and
// anyone's move (the client's under the notice rule and to a free slot only).

type Decided = MeetingEvent[] | MeetingError;

/** Moves a scheduled meeting that has not begun: the meeting's partner, an admin, or its client. */
export function decideMove(
  c: Extract<MeetingCommand, { type: 'RescheduleMeeting' }>,
  state: MeetingState,
  ids: { meetingId: string; clientId: string; partnerId: string },
): Decided {
  const client = isTheClient(c.actor, state);
  if (!client && !mayActOn(c.actor, state.partnerId)) return { code: 'NotYourMeeting' };
  if (state.status !== 'scheduled') return { code: 'WrongStatus', status: state.status };
  // A meeting under way is held (or not), not moved.
  if (hasStarted(state, c.now)) return { code: 'AlreadyStarted' };
  if (!c.startsAt) return noInstant(c.date, c.time);
  if (!(durations as readonly number[]).includes(c.duration)) return { code: 'InvalidDuration' };
  if (c.startsAt.getTime() <= c.now.getTime()) return { code: 'InPast' };
  const place = newPlace(c, state);
  if (typeof place === 'object') return place;
  if (client) {
    // The client moves their meeting only outside the notice, and only to a free slot of the
    // Accelerator (which is clear of both people's meetings; whose they are is not the client's to know).
    if (!termsFor(c.actor, state, c.cancellationNoticeHours, c.now).mayMove)
      return { code: 'WithinNotice', hours: c.cancellationNoticeHours };
    if (!c.slot) return { code: 'SlotTaken' };
    const refusal = whyNotFree({ ...c.slot, duration: c.duration, now: c.now }, c.startsAt);
    if (refusal) return slotError(refusal);
  } else if (c.clash) return { code: 'Clash', ...c.clash };
  const hours = hoursFor(c.duration);
  const elsewhere = place !== undefined && place !== state.location;
  if (c.startsAt.toISOString() === state.startsAt && hours === state.hours && !elsewhere) return [];
  // Berlin's clock at the instant: the second 02:30 of the autumn change is shown as the 02:30 it is.
  const moved = { startsAt: c.startsAt.toISOString(), ...berlinWallClock(c.startsAt), duration: c.duration, hours };
  const location = elsewhere ? { location: place } : {};
  return [{ type: 'MeetingRescheduled', data: { ...ids, ...moved, ...location, at: c.now.toISOString() } }];
}

/**
 * The address a move leaves an in-person meeting at: the one given (trimmed; required), or, left
 * out, the one it has (undefined). Another platform has none, whatever is sent. Only its partner or
 * an admin changes it: the client moves the time, not the place.
 */
function newPlace(
  c: Extract<MeetingCommand, { type: 'RescheduleMeeting' }>,
  state: MeetingState,
): string | undefined | MeetingError {
  if (c.location === undefined || !state.platform || !platformsWithLocation.includes(state.platform)) return undefined;
  const place = c.location?.trim();
  if (!place) return { code: 'LocationRequired' };
  if (place !== state.location && !mayActOn(c.actor, state.partnerId)) return { code: 'NotYourMeeting' };
  return place;
}

/** Why a start is not free, as the meeting's error (its German message names the reason). */
function slotError(r: SlotRefusal): MeetingError {
  switch (r.reason) {
    case 'leadTime':
      return { code: 'BeforeLeadTime', hours: r.hours };
    case 'beyondHorizon':
      return { code: 'BeyondHorizon', weeks: r.weeks };
    case 'packageNotStarted':
      return { code: 'PackageNotStarted', validFrom: r.validFrom.toISOString() };
    case 'packageEnds':
      return { code: 'PackageEndsBefore', validUntil: r.validUntil.toISOString() };
    case 'outsideHours':
      return { code: 'OutsideHours' };
    case 'taken':
      return { code: 'SlotTaken' };
    default:
      return unreachable(r);
  }
}

/** A client's booking: a free slot of an Accelerator of their package, on the package's hours. */
export function decideBooking(c: Extract<MeetingCommand, { type: 'BookMeeting' }>, state: MeetingState): Decided {
  if (state.status !== 'none') return { code: 'MeetingExists' };
  if (c.actor.role !== 'user') return { code: 'NotYourMeeting' };
  if (c.packageClientId !== c.actor.id) return { code: 'PackageNotOfClient' };
  if (!(durations as readonly number[]).includes(c.duration)) return { code: 'InvalidDuration' };
  if (c.startsAt.getTime() <= c.now.getTime()) return { code: 'InPast' };
  // Within the Accelerator's hours, after their booking lead time, clear of both people's meetings (and the buffer).
  const refusal = whyNotFree({ ...c.slot, duration: c.duration, now: c.now }, c.startsAt);
  if (refusal) return slotError(refusal);
  return [
    {
      type: 'MeetingPlanned',
      data: {
        meetingId: c.meetingId,
        clientId: c.actor.id,
        partnerId: c.partnerId,
        userPackageId: c.userPackageId,
        startsAt: c.startsAt.toISOString(),
        ...berlinWallClock(c.startsAt),
        duration: c.duration,
        hours: hoursFor(c.duration),
        platform: c.platform,
        link: linkFor(c.platform, c.link, c.roomLink),
        location: platformsWithLocation.includes(c.platform) ? c.location : null,
        notes: c.notes,
        bookedByClient: true,
        at: c.now.toISOString(),
      },
    },
  ];
}
