import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { hoursFor, platformsWithLocation, durations, NO_SHOW_SUMMARY } from './contract';
import { meetingStreams, type MeetingEvent } from './events';
import { decideBooking, decideMove } from './decide-client';
import { hasStarted, isTheClient, linkFor, mayActOn, noInstant, packageHasEnded, termsFor } from './decide-rules';
import { placeAfterHandOver } from './handover-place';
import { dueReminder } from './reminders';
import type { MeetingCommand, MeetingError, MeetingState } from './decide-commands';

export type { Actor, MeetingClash, MeetingCommand, MeetingError, MeetingSlot, SlotFacts } from './decide-commands';

export const initialMeetingState = (): MeetingState => ({
  status: 'none',
  clientId: null,
  partnerId: null,
  startsAt: null,
  hours: 0,
  remindersSent: [],
  platform: null,
  link: null,
  location: null,
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
        remindersSent: [],
        platform: e.data.platform,
        link: e.data.link,
        location: e.data.location ?? null,
      };
    case 'MeetingCompleted':
    case 'MeetingCancelled':
    case 'MeetingNotHeld':
      return { ...state, status: statusAfter[e.type] };
    case 'MeetingReminderSent':
      return { ...state, remindersSent: [...state.remindersSent, e.data.kind ?? 'day'] };
    case 'MeetingHandedOver': {
      // A hand-over before the place moved along (or one that kept it) names none: the place stays.
      const { platform, link = null, location = null } = e.data;
      return { ...state, partnerId: e.data.toPartnerId, ...(platform ? { platform, link, location } : {}) };
    }
    case 'MeetingRescheduled':
      // A new time gets its own reminder.
      return {
        ...state,
        startsAt: e.data.startsAt,
        hours: e.data.hours,
        remindersSent: [],
        location: e.data.location === undefined ? state.location : e.data.location,
      };
    default:
      return unreachable(e);
  }
}

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
    // Client and Accelerator must know where to meet.
    const inPerson = platformsWithLocation.includes(c.platform);
    if (inPerson && !c.location?.trim()) return { code: 'LocationRequired' };
    if (!mayActOn(c.actor, c.partnerId)) return { code: 'NotYourMeeting' };
    if (c.packageClientId !== c.clientId) return { code: 'PackageNotOfClient' };
    if (packageHasEnded(c.packageStatus, c.packageExpiresAt, c.now)) return { code: 'PackageEnded' };
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
          link: linkFor(c.platform, c.link, c.roomLink),
          // Only an in-person meeting has an address: one sent along for another platform is dropped.
          location: inPerson ? c.location!.trim() : null,
          notes: c.notes,
          ...(c.seriesId ? { seriesId: c.seriesId } : {}),
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
      const { cancelCharged } = termsFor(command.actor, state, command.cancellationNoticeHours, command.now);
      // The dialog said what it would cost: a cancellation that would now cost otherwise is confirmed anew.
      if (command.expectCharged !== undefined && command.expectCharged !== cancelCharged)
        return { code: 'ChargeChanged', charged: cancelCharged, hours: command.cancellationNoticeHours };
      const late = cancelCharged ? { late: true, hoursUsed: state.hours } : {};
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
      return [
        {
          type: 'MeetingHandedOver',
          data: { ...ids, toPartnerId: command.toPartnerId, ...placeAfterHandOver(state, command), at },
        },
      ];
    case 'RescheduleMeeting':
      return decideMove(command, state, ids);
    case 'SendReminder': {
      if (state.status !== 'scheduled') return { code: 'WrongStatus', status: state.status };
      // Once per kind for the meeting's time; the shortest chosen window holding the start decides.
      const kind = dueReminder(new Date(state.startsAt!), command.now, command.kinds);
      if (!kind) return { code: 'NotDue' };
      if (state.remindersSent.includes(kind)) return { code: 'WrongStatus', status: state.status };
      return [{ type: 'MeetingReminderSent', data: { ...ids, kind, at } }];
    }
    default:
      return unreachable(command);
  }
}

/** A meeting's stream, for the command kernel; the hours it holds are the packages module's decider. */
export const meetingDecider = defineDecider(meetingStreams, initialMeetingState, evolveMeeting, decideMeeting);
