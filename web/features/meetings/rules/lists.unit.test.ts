import { describe, expect, it } from 'vitest';
import type { MeetingView } from '../../../../modules/meetings/contract';
import { clientMeetingLists, coordinationLists, nextAppointment, partnerMeetingLists, withMorePast } from './lists';
import { testMeeting } from './test-meeting';

const now = new Date('2026-05-10T12:00:00Z');
const at = (minutesFromNow: number) => new Date(now.getTime() + minutesFromNow * 60_000).toISOString();
const ids = (list: { id: string }[]) => list.map((m) => m.id);
/** What the server sends: every scheduled meeting, the settled ones given, `heldBack` more settled ones counted. */
const historyOf = (meetings: MeetingView[], heldBack = 0) => {
  const past = meetings.filter((m) => m.status !== 'scheduled');
  return { scheduled: meetings.filter((m) => m.status === 'scheduled'), past, pastTotal: past.length + heldBack };
};

describe('client lists', () => {
  it('upcoming are scheduled future meetings, soonest first; past are completed or started, newest first', () => {
    const meetings = [
      testMeeting({ id: 'later', startsAt: at(600) }),
      testMeeting({ id: 'soon', startsAt: at(60) }),
      testMeeting({ id: 'cancelled-future', startsAt: at(120), status: 'cancelled' }),
      testMeeting({ id: 'started', startsAt: at(-10) }),
      testMeeting({ id: 'done', startsAt: at(-3000), status: 'completed' }),
    ];
    const lists = clientMeetingLists(historyOf(meetings), now);
    expect(ids(lists.upcoming)).toEqual(['soon', 'later']);
    expect(ids(lists.past)).toEqual(['started', 'done']);
    expect(lists.pastTotal).toBe(2);
  });

  it('a cancellation charged for a future date is past at once (client, partner, coordination); a free one in no list', () => {
    const meetings = [
      testMeeting({ id: 'charged', startsAt: at(600), status: 'cancelled', lateCancellation: true, hoursUsed: 1 }),
      testMeeting({ id: 'free', startsAt: at(6000), status: 'cancelled' }),
      testMeeting({ id: 'done', startsAt: at(-3000), status: 'completed' }),
    ];
    const history = { scheduled: [], past: [meetings[0]!, meetings[2]!], pastTotal: 2 };
    expect(ids(clientMeetingLists(history, now).past)).toEqual(['charged', 'done']);
    expect(clientMeetingLists(history, now).upcoming).toEqual([]);
    expect(ids(partnerMeetingLists(history, now).past)).toEqual(['charged', 'done']);
    expect(partnerMeetingLists(history, now).upcoming).toEqual([]);
    expect(ids(coordinationLists(history, now).past)).toEqual(['charged', 'done']);
    // Had the server sent the free one, it would be listed nowhere before its date.
    expect(ids(clientMeetingLists({ ...history, past: meetings }, now).past)).toEqual(['charged', 'done']);
  });

  it('counts the past the server held back, and merges more of it once', () => {
    const sent = [
      testMeeting({ id: 'started', startsAt: at(-10) }),
      testMeeting({ id: 'p1', startsAt: at(-100), status: 'completed' }),
    ];
    const history = historyOf(sent, 3);
    expect(clientMeetingLists(history, now).pastTotal).toBe(5);
    const more = [sent[1]!, testMeeting({ id: 'p2', startsAt: at(-200), status: 'cancelled' })];
    const lists = clientMeetingLists(withMorePast(history, more), now);
    expect(ids(lists.past)).toEqual(['started', 'p1', 'p2']);
    expect(lists.pastTotal).toBe(5);
  });
});

describe('partner lists', () => {
  it('to finish = scheduled, started over 30 minutes ago, unconfirmed; not repeated under past', () => {
    const meetings = [
      testMeeting({ id: 'overdue', startsAt: at(-31) }),
      testMeeting({ id: 'running', startsAt: at(-29) }),
      testMeeting({ id: 'future', startsAt: at(30) }),
      testMeeting({ id: 'done', startsAt: at(-600), status: 'completed', partnerConfirmed: true }),
      testMeeting({ id: 'cancelled-past', startsAt: at(-900), status: 'cancelled' }),
    ];
    const lists = partnerMeetingLists(historyOf(meetings), now);
    expect(ids(lists.toFinish)).toEqual(['overdue']);
    expect(ids(lists.upcoming)).toEqual(['running', 'future']);
    expect(ids(lists.past)).toEqual(['done', 'cancelled-past']);
  });

  it('shows the first 10 past meetings and counts all', () => {
    const meetings = Array.from({ length: 12 }, (_, i) =>
      testMeeting({ id: `m${i}`, startsAt: at(-1000 - i * 60), status: 'completed' }),
    );
    const lists = partnerMeetingLists(historyOf(meetings), now);
    expect(lists.past).toHaveLength(10);
    expect(lists.pastTotal).toBe(12);
    expect(lists.past[0]!.id).toBe('m0');
  });
});

describe('coordination lists', () => {
  it('keeps the latest 10 past meetings, newest first', () => {
    const past = Array.from({ length: 11 }, (_, i) =>
      testMeeting({ id: `p${i}`, startsAt: at(-100 - i * 60), status: 'completed' }),
    );
    const lists = coordinationLists(historyOf([...past, testMeeting({ id: 'next', startsAt: at(5) })]), now);
    expect(ids(lists.upcoming)).toEqual(['next']);
    expect(ids(lists.past)).toEqual(ids(past.slice(0, 10)));
  });
});

describe('next appointment', () => {
  it('is the soonest scheduled future meeting', () => {
    const meetings = [
      testMeeting({ id: 'b', startsAt: at(90) }),
      testMeeting({ id: 'a', startsAt: at(45) }),
      testMeeting({ id: 'x', startsAt: at(10), status: 'cancelled' }),
    ];
    expect(nextAppointment(meetings, now)?.id).toBe('a');
    expect(nextAppointment([], now)).toBeUndefined();
  });

  it('stays on a meeting in progress until its end, then moves on', () => {
    const meetings = [
      testMeeting({ id: 'running', startsAt: at(-50), duration: 60 }),
      testMeeting({ id: 'later', startsAt: at(30) }),
      testMeeting({ id: 'over', startsAt: at(-61), duration: 60 }),
    ];
    expect(nextAppointment(meetings, now)?.id).toBe('running');
    expect(nextAppointment(meetings, new Date(now.getTime() + 10 * 60_000))?.id).toBe('later');
  });
});
