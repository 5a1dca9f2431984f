import {
  PAST_SHOWN,
  isNotOver,
  isPastForClient,
  isPastForPartner,
  isUpcoming,
  needsCompletion,
  type MeetingHistory,
  type MeetingView,
} from '../../../../modules/meetings/contract';

// The lists of spec 02 §4, built from the contract's predicates. Pure, so they are unit-tested.
// The server sends every scheduled meeting and the newest settled past with its count (issue 17);
// the lists are sorted here by the screen's clock, so a meeting moves on while the page is open.

const startOf = (m: MeetingView) => new Date(m.startsAt).getTime();
const soonestFirst = (a: MeetingView, b: MeetingView) => startOf(a) - startOf(b);
const newestFirst = (a: MeetingView, b: MeetingView) => startOf(b) - startOf(a);

const everyMeeting = (history: MeetingHistory) => [...history.scheduled, ...history.past];
/** All of the past: those listed plus the settled ones the server counted but did not send. */
const pastCount = (history: MeetingHistory, listed: MeetingView[]) =>
  listed.length + history.pastTotal - history.past.length;

/** The history with more of its settled past (pages loaded on request) merged in, each meeting once. */
export function withMorePast(history: MeetingHistory, more: readonly MeetingView[]): MeetingHistory {
  const known = new Set(history.past.map((m) => m.id));
  return { ...history, past: [...history.past, ...more.filter((m) => !known.has(m.id))] };
}

/**
 * Client: upcoming (scheduled, future) soonest first; past (completed or started) newest first,
 * all that were loaded, and how many there are in all.
 */
export function clientMeetingLists(history: MeetingHistory, now: Date) {
  const meetings = everyMeeting(history);
  const past = meetings.filter((m) => !isUpcoming(m, now) && isPastForClient(m, now)).sort(newestFirst);
  return {
    upcoming: meetings.filter((m) => isUpcoming(m, now)).sort(soonestFirst),
    past,
    pastTotal: pastCount(history, past),
  };
}

/**
 * Partner: to finish, upcoming, past (first 10, and how many in all). Each meeting shows in one
 * list only: a meeting to finish is not repeated under past, and a scheduled meeting stays under
 * upcoming until it is overdue (spec 02 §4 leaves the first 30 minutes after the start open).
 */
export function partnerMeetingLists(history: MeetingHistory, now: Date) {
  const meetings = everyMeeting(history);
  const toFinish = meetings.filter((m) => needsCompletion(m, now)).sort(soonestFirst);
  const upcoming = meetings.filter((m) => m.status === 'scheduled' && !isPastForPartner(m, now)).sort(soonestFirst);
  const past = meetings.filter((m) => isPastForPartner(m, now) && !needsCompletion(m, now)).sort(newestFirst);
  return { toFinish, upcoming, past: past.slice(0, PAST_SHOWN.partner), pastTotal: pastCount(history, past) };
}

/** Coordination: upcoming with every partner; the latest 10 past, newest first. */
export function coordinationLists(history: MeetingHistory, now: Date) {
  const { upcoming, past } = clientMeetingLists(history, now);
  return { upcoming, past: past.slice(0, PAST_SHOWN.coordination) };
}

/** The dashboards' next appointment: the soonest scheduled meeting not over yet (one in progress counts). */
export function nextAppointment(meetings: MeetingView[], now: Date): MeetingView | undefined {
  return meetings.filter((m) => isNotOver(m, now)).sort(soonestFirst)[0];
}
