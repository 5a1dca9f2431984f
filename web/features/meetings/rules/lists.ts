import {
  PAST_SHOWN,
  isNotOver,
  isPastForClient,
  isPastForPartner,
  isUpcoming,
  needsCompletion,
  type MeetingView,
} from '../../../../modules/meetings/contract';

// The lists of spec 02 §4, built from the contract's predicates. Pure, so they are unit-tested.

const startOf = (m: MeetingView) => new Date(m.startsAt).getTime();
const soonestFirst = (a: MeetingView, b: MeetingView) => startOf(a) - startOf(b);
const newestFirst = (a: MeetingView, b: MeetingView) => startOf(b) - startOf(a);

/** Client: upcoming (scheduled, future) soonest first; past (completed or started) newest first. */
export function clientMeetingLists(meetings: MeetingView[], now: Date) {
  return {
    upcoming: meetings.filter((m) => isUpcoming(m, now)).sort(soonestFirst),
    past: meetings.filter((m) => !isUpcoming(m, now) && isPastForClient(m, now)).sort(newestFirst),
  };
}

/**
 * Partner: to finish, upcoming, past (first 10) and the completed history. Each meeting shows in
 * one list only: a meeting to finish is not repeated under past, and a scheduled meeting stays
 * under upcoming until it is overdue (spec 02 §4 leaves the first 30 minutes after the start open).
 */
export function partnerMeetingLists(meetings: MeetingView[], now: Date) {
  const toFinish = meetings.filter((m) => needsCompletion(m, now)).sort(soonestFirst);
  const upcoming = meetings.filter((m) => m.status === 'scheduled' && !isPastForPartner(m, now)).sort(soonestFirst);
  const past = meetings.filter((m) => isPastForPartner(m, now) && !needsCompletion(m, now)).sort(newestFirst);
  const completed = meetings.filter((m) => m.status === 'completed').sort(newestFirst);
  return { toFinish, upcoming, past: past.slice(0, PAST_SHOWN.partner), pastTotal: past.length, completed };
}

/** Coordination: upcoming with every partner; the latest 10 past, newest first. */
export function coordinationLists(meetings: MeetingView[], now: Date) {
  return {
    upcoming: meetings.filter((m) => isUpcoming(m, now)).sort(soonestFirst),
    past: meetings
      .filter((m) => !isUpcoming(m, now) && isPastForClient(m, now))
      .sort(newestFirst)
      .slice(0, PAST_SHOWN.coordination),
  };
}

/** The dashboards' next appointment: the soonest scheduled meeting not over yet (one in progress counts). */
export function nextAppointment(meetings: MeetingView[], now: Date): MeetingView | undefined {
  return meetings.filter((m) => isNotOver(m, now)).sort(soonestFirst)[0];
}
