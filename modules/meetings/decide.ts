import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { berlinWallClock, parseCalendarDate, parseClockTime } from '../../lib/german/time';
import { isFreeSlot, type SlotQuery } from '../scheduling/contract';
import { hoursFor, platformsWithLink, durations, NO_SHOW_SUMMARY, type MeetingStatus, type Platform } from './contract';
import { meetingStreams, type MeetingEvent } from './events';
import type { Actor } from '../identity/contract';

/** Who asks: identity's Actor, named here too for the deciders' tests. */
export type { Actor };

export interface MeetingState {
  status: 'none' | MeetingStatus;
  clientId: string | null;
  partnerId: string | null;
  startsAt: string | null;
  hours: number;
  reminderSent: boolean;
}

export const initialMeetingState = (): MeetingState => ({
  status: 'none',
  clientId: null,
  partnerId: null,
  startsAt: null,
  hours: 0,
  reminderSent: false,
});

/** The ways a meeting ends; each changes nothing the rules need but its status. */
const statusAfter = {
  MeetingCompleted: 'completed',
  MeetingCancelled: 'cancelled',
  MeetingNotHeld: 'not_held',
} as const satisfies Partial<Record<MeetingEvent['type'], MeetingState['status']>>;

function evolveMeeting(state: MeetingState, e: MeetingEvent): MeetingState {
  switch (e.type) {
    case 'MeetingPlanned':
      return {
        status: 'scheduled',
        clientId: e.data.clientId,
        partnerId: e.data.partnerId,
        startsAt: e.data.startsAt,
        hours: e.data.hours,
        reminderSent: false,
      };
    case 'MeetingCompleted':
    case 'MeetingCancelled':
    case 'MeetingNotHeld':
      return { ...state, status: statusAfter[e.type] };
    case 'MeetingReminderSent':
      return { ...state, reminderSent: true };
    case 'MeetingHandedOver':
      return { ...state, partnerId: e.data.toPartnerId };
    case 'MeetingRescheduled':
      // A new time gets its own reminder.
      return { ...state, startsAt: e.data.startsAt, hours: e.data.hours, reminderSent: false };
    default:
      return unreachable(e);
  }
}

/** When, how long and where a meeting is held, as its planner chose it. */
export interface MeetingSlot {
  date: string;
  time: string;
  duration: number;
  platform: Platform;
  link: string | null;
  notes: string | null;
}

export type MeetingCommand =
  | ({
      type: 'PlanMeeting';
      meetingId: string;
      actor: Actor;
      clientId: string;
      partnerId: string;
      /** the package's holder, null if the package does not exist */
      packageClientId: string | null;
      userPackageId: string;
      /** the meeting's start (Berlin wall clock -> instant), null if date or time do not exist */
      startsAt: Date | null;
      /** a scheduled meeting of the partner or the client in the same time, read under their locks */
      clash: MeetingClash | null;
      now: Date;
    } & MeetingSlot)
  /** A client books a free slot of an Accelerator of their package (issue 19); platform and link are the Accelerator's defaults. */
  | {
      type: 'BookMeeting';
      meetingId: string;
      actor: Actor;
      partnerId: string;
      /** the package's holder, null if the client has no active package with this Accelerator */
      packageClientId: string | null;
      userPackageId: string;
      startsAt: Date;
      duration: number;
      platform: Platform;
      link: string | null;
      notes: string | null;
      slot: SlotFacts;
      now: Date;
    }
  /** `noShow`: the client did not come, the hours are charged (the summary may then be empty) */
  | { type: 'CompleteMeeting'; actor: Actor; summary: string; notes: string | null; noShow: boolean; now: Date }
  /** The partner's, an admin's, or (issue 19) the client's; a client's inside the notice is charged. */
  | { type: 'CancelMeeting'; actor: Actor; reason: string; cancellationNoticeHours: number; now: Date }
  | { type: 'MarkNotHeld'; actor: Actor; reason: string; now: Date }
  /** The system's, when the meeting's package ends: a future meeting is cancelled, a started one not held. */
  | { type: 'EndWithPackage'; reason: string; now: Date }
  /** The admin's, when the meeting's Accelerator leaves: a future meeting goes to another one. */
  | { type: 'HandOver'; fromPartnerId: string; toPartnerId: string; now: Date }
  /** Another time (Berlin wall clock -> instant, null if it does not exist) and length; `clash` read under locks. */
  | {
      type: 'RescheduleMeeting';
      actor: Actor;
      date: string;
      time: string;
      duration: number;
      startsAt: Date | null;
      clash: MeetingClash | null;
      /** a client moves only outside the firm's notice, and only to a free slot of the Accelerator */
      cancellationNoticeHours: number;
      slot: SlotFacts | null;
      now: Date;
    }
  | { type: 'SendReminder'; now: Date };

/**
 * What the slot rule needs to know of a client's booking (issue 19): the Accelerator's availability,
 * the partner's and the client's scheduled meetings near the time, the package's validity. Read
 * under both people's locks.
 */
export type SlotFacts = Omit<SlotQuery, 'from' | 'to' | 'duration' | 'now'>;

/** Another scheduled meeting in the time asked for, and whose it is. */
export interface MeetingClash {
  date: string;
  time: string;
  duration: number;
  whose: 'partner' | 'client' | 'both';
}

export type MeetingError =
  | { code: 'MeetingExists' }
  | ({ code: 'Clash' } & MeetingClash)
  | { code: 'MissingFields' }
  | { code: 'InvalidDuration' }
  | { code: 'InPast' }
  | { code: 'NotYourMeeting' }
  | { code: 'PackageNotOfClient' }
  | { code: 'MeetingNotFound' }
  | { code: 'WrongStatus'; status: MeetingState['status'] }
  | { code: 'SummaryRequired' }
  | { code: 'OnlyFutureMeetings' }
  | { code: 'AlreadyStarted' }
  | { code: 'NotStartedYet' }
  | { code: 'ReasonRequired' }
  | { code: 'NotDue' }
  | { code: 'SlotTaken' }
  | { code: 'NoSuchTime'; date: string; time: string }
  | { code: 'WithinNotice'; hours: number };

/** Reminders go out 24 hours before the start. */
const REMINDER_BEFORE_MS = 24 * 3600_000;

const mayActOn = (actor: Actor, partnerId: string | null) =>
  actor.role === 'admin' || (actor.role === 'partner' && actor.id === partnerId);

const hasStarted = (state: MeetingState, now: Date) => new Date(state.startsAt!).getTime() <= now.getTime();

/**
 * No instant for what was typed: the fields are missing or malformed, or (a valid date and time)
 * the spring change skips that time, which is said as such instead of moving the meeting.
 */
const noInstant = (date: string, time: string): MeetingError =>
  date && time && parseCalendarDate(date) && parseClockTime(time)
    ? { code: 'NoSuchTime', date, time }
    : { code: 'MissingFields' };

/** The client of the meeting, acting on it themselves (issue 19). */
const isTheClient = (actor: Actor, state: MeetingState) => actor.role === 'user' && actor.id === state.clientId;

/** Less than the firm's notice is left before the start: a client's cancellation is charged, no move. */
const withinNotice = (state: MeetingState, noticeHours: number, now: Date) =>
  new Date(state.startsAt!).getTime() - now.getTime() < noticeHours * 3600_000;

/** Pure: the meeting's events, or the rule it breaks. Hours on the package are the packages module's decide. */
export function decideMeeting(
  command: MeetingCommand,
  state: MeetingState,
  meetingId = '',
): MeetingEvent[] | MeetingError {
  const at = command.now.toISOString();
  if (command.type === 'PlanMeeting') {
    const c = command;
    if (state.status !== 'none') return { code: 'MeetingExists' };
    if (!c.clientId || !c.date || !c.time) return { code: 'MissingFields' };
    if (!c.startsAt) return noInstant(c.date, c.time);
    if (!(durations as readonly number[]).includes(c.duration)) return { code: 'InvalidDuration' };
    if (!mayActOn(c.actor, c.partnerId)) return { code: 'NotYourMeeting' };
    if (c.packageClientId !== c.clientId) return { code: 'PackageNotOfClient' };
    if (c.startsAt.getTime() <= c.now.getTime()) return { code: 'InPast' };
    // Nobody is in two meetings at once: not the partner, not the client (issue 15 item 6).
    if (c.clash) return { code: 'Clash', ...c.clash };
    return [
      {
        type: 'MeetingPlanned',
        data: {
          meetingId: c.meetingId,
          clientId: c.clientId,
          partnerId: c.partnerId,
          userPackageId: c.userPackageId,
          startsAt: c.startsAt.toISOString(),
          date: c.date,
          time: c.time,
          duration: c.duration,
          hours: hoursFor(c.duration),
          platform: c.platform,
          // Phone and in-person meetings have no link: one sent along is dropped, not stored.
          link: platformsWithLink.includes(c.platform) ? c.link : null,
          notes: c.notes,
          at,
        },
      },
    ];
  }
  if (command.type === 'BookMeeting') return decideBooking(command, state);
  if (state.status === 'none') return { code: 'MeetingNotFound' };
  const ids = { meetingId, clientId: state.clientId!, partnerId: state.partnerId! };
  switch (command.type) {
    case 'CompleteMeeting': {
      if (!mayActOn(command.actor, state.partnerId)) return { code: 'NotYourMeeting' };
      if (state.status !== 'scheduled') return { code: 'WrongStatus', status: state.status };
      // Nobody fails to come to a meeting that has not begun.
      if (command.noShow && !hasStarted(state, command.now)) return { code: 'NotStartedYet' };
      const summary = command.summary.trim() || (command.noShow ? NO_SHOW_SUMMARY : '');
      if (!summary) return { code: 'SummaryRequired' };
      const noShow = command.noShow ? { noShow: true } : {};
      return [
        {
          type: 'MeetingCompleted',
          data: { ...ids, summary, notes: command.notes, hoursUsed: state.hours, ...noShow, at },
        },
      ];
    }
    case 'CancelMeeting': {
      const client = isTheClient(command.actor, state);
      if (!client && !mayActOn(command.actor, state.partnerId)) return { code: 'NotYourMeeting' };
      if (state.status !== 'scheduled') return { code: 'WrongStatus', status: state.status };
      if (hasStarted(state, command.now)) return { code: 'OnlyFutureMeetings' };
      // Only the client pays for cancelling late; the partner's and the admin's cancellations never cost them.
      const late =
        client && withinNotice(state, command.cancellationNoticeHours, command.now)
          ? { late: true, hoursUsed: state.hours }
          : {};
      return [{ type: 'MeetingCancelled', data: { ...ids, reason: command.reason, ...late, at } }];
    }
    case 'MarkNotHeld': {
      if (!mayActOn(command.actor, state.partnerId)) return { code: 'NotYourMeeting' };
      if (state.status !== 'scheduled') return { code: 'WrongStatus', status: state.status };
      // A future meeting is cancelled instead (the other side is told); only a started one was missed.
      if (!hasStarted(state, command.now)) return { code: 'NotStartedYet' };
      const reason = command.reason.trim();
      if (!reason) return { code: 'ReasonRequired' };
      return [{ type: 'MeetingNotHeld', data: { ...ids, reason, at } }];
    }
    case 'EndWithPackage':
      if (state.status !== 'scheduled') return { code: 'WrongStatus', status: state.status };
      return [
        hasStarted(state, command.now)
          ? { type: 'MeetingNotHeld', data: { ...ids, reason: command.reason, at } }
          : { type: 'MeetingCancelled', data: { ...ids, reason: command.reason, at } },
      ];
    case 'HandOver':
      if (state.status !== 'scheduled') return { code: 'WrongStatus', status: state.status };
      // Only the leaver's meeting goes over (another hand-over may have moved it already).
      if (state.partnerId !== command.fromPartnerId) return { code: 'NotYourMeeting' };
      // A started meeting is settled by whoever held it, not moved.
      if (hasStarted(state, command.now)) return { code: 'AlreadyStarted' };
      if (command.toPartnerId === state.partnerId) return [];
      return [{ type: 'MeetingHandedOver', data: { ...ids, toPartnerId: command.toPartnerId, at } }];
    case 'RescheduleMeeting': {
      const c = command;
      const client = isTheClient(c.actor, state);
      if (!client && !mayActOn(c.actor, state.partnerId)) return { code: 'NotYourMeeting' };
      if (state.status !== 'scheduled') return { code: 'WrongStatus', status: state.status };
      // A meeting under way is held (or not), not moved.
      if (hasStarted(state, c.now)) return { code: 'AlreadyStarted' };
      if (!c.startsAt) return noInstant(c.date, c.time);
      if (!(durations as readonly number[]).includes(c.duration)) return { code: 'InvalidDuration' };
      if (c.startsAt.getTime() <= c.now.getTime()) return { code: 'InPast' };
      if (client) {
        // The client moves their meeting only outside the notice, and only to a free slot of the
        // Accelerator (which is clear of both people's meetings; whose they are is not the client's to know).
        if (withinNotice(state, c.cancellationNoticeHours, c.now))
          return { code: 'WithinNotice', hours: c.cancellationNoticeHours };
        if (!(c.slot && isFreeSlot({ ...c.slot, duration: c.duration, now: c.now }, c.startsAt)))
          return { code: 'SlotTaken' };
      } else if (c.clash) return { code: 'Clash', ...c.clash };
      const hours = hoursFor(c.duration);
      if (c.startsAt.toISOString() === state.startsAt && hours === state.hours) return [];
      // Berlin's clock at the instant: the second 02:30 of the autumn change is shown as the 02:30 it is.
      const moved = { startsAt: c.startsAt.toISOString(), ...berlinWallClock(c.startsAt), duration: c.duration, hours };
      return [{ type: 'MeetingRescheduled', data: { ...ids, ...moved, at } }];
    }
    case 'SendReminder': {
      const due = new Date(state.startsAt!).getTime() - REMINDER_BEFORE_MS;
      if (state.status !== 'scheduled' || state.reminderSent) return { code: 'WrongStatus', status: state.status };
      if (command.now.getTime() < due || command.now.getTime() >= new Date(state.startsAt!).getTime())
        return { code: 'NotDue' };
      return [{ type: 'MeetingReminderSent', data: { ...ids, at } }];
    }
    default:
      return unreachable(command);
  }
}

/** A client's booking: a free slot of an Accelerator of their package, on the package's hours. */
function decideBooking(
  c: Extract<MeetingCommand, { type: 'BookMeeting' }>,
  state: MeetingState,
): MeetingEvent[] | MeetingError {
  if (state.status !== 'none') return { code: 'MeetingExists' };
  if (c.actor.role !== 'user') return { code: 'NotYourMeeting' };
  if (c.packageClientId !== c.actor.id) return { code: 'PackageNotOfClient' };
  if (!(durations as readonly number[]).includes(c.duration)) return { code: 'InvalidDuration' };
  if (c.startsAt.getTime() <= c.now.getTime()) return { code: 'InPast' };
  // Within the Accelerator's hours, after their notice, clear of both people's meetings (and the buffer).
  if (!isFreeSlot({ ...c.slot, duration: c.duration, now: c.now }, c.startsAt)) return { code: 'SlotTaken' };
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
        link: platformsWithLink.includes(c.platform) ? c.link : null,
        notes: c.notes,
        bookedByClient: true,
        at: c.now.toISOString(),
      },
    },
  ];
}

/** A meeting's stream, for the command kernel; the hours it holds are the packages module's decider. */
export const meetingDecider = defineDecider(meetingStreams, initialMeetingState, evolveMeeting, decideMeeting);
