import { describe, expect, it } from 'vitest';
import { specOf } from '../../server/testing/decider-spec';
import { emptyAvailability } from '../scheduling/contract';
import { meetingTerms } from './notice';
import { meetingDecider, type Actor, type MeetingCommand } from './decide';
import type { MeetingEvent } from './events';

// The cancellation notice, one rule (issue 30): the terms a dialog is shown and what the commands do.

const starts = '2026-06-10T08:00:00.000Z';
const deadline = new Date('2026-06-08T08:00:00.000Z'); // 48 hours before
const minute = 60_000;
const client: Actor = { id: 'c-1', role: 'user' };
const partner: Actor = { id: 'p-1', role: 'partner' };
const ids = { meetingId: 'm-1', clientId: 'c-1', partnerId: 'p-1' };
const planned: MeetingEvent = {
  type: 'MeetingPlanned',
  data: {
    ...ids,
    userPackageId: 'up-1',
    startsAt: starts,
    date: '2026-06-10',
    time: '10:00',
    duration: 60,
    hours: 1,
    platform: 'zoom',
    link: null,
    notes: null,
    at: '2026-06-01T08:00:00.000Z',
  },
};
const spec = specOf(meetingDecider, 'm-1');
const at = (offsetMinutes: number) => new Date(deadline.getTime() + offsetMinutes * minute);
const cancel = (now: Date, expectCharged?: boolean): MeetingCommand => ({
  type: 'CancelMeeting',
  actor: client,
  reason: 'Vom Klienten abgesagt',
  cancellationNoticeHours: 48,
  expectCharged,
  now,
});

describe('the notice terms', () => {
  it.each([
    ['one minute before the deadline', -1, false],
    ['exactly at the deadline', 0, false],
    ['one minute after the deadline', 1, true],
  ])('%s: a client is charged for cancelling: %s', (_, offset, charged) => {
    const terms = meetingTerms(starts, 48, at(offset), { isClient: true });
    expect(terms).toEqual({
      noticeHours: 48,
      deadline: deadline.toISOString(),
      withinNotice: charged,
      cancelCharged: charged,
      mayMove: !charged,
    });
  });

  it('never charges the partner or the admin, who move inside the notice too', () => {
    expect(meetingTerms(starts, 48, at(60), { isClient: false })).toMatchObject({
      withinNotice: true,
      cancelCharged: false,
      mayMove: true,
    });
  });

  it('a notice of 0 hours: the deadline is the start', () => {
    expect(meetingTerms(starts, 0, new Date('2026-06-10T07:59:00Z'), { isClient: true }).cancelCharged).toBe(false);
  });
});

describe('a cancellation charges what its terms said', () => {
  it('at the deadline the hours come back, a minute after they are charged', () => {
    spec([planned])
      .when(cancel(at(0)))
      .then([{ type: 'MeetingCancelled', data: { ...ids, reason: 'Vom Klienten abgesagt', at: at(0).toISOString() } }]);
    spec([planned])
      .when(cancel(at(1)))
      .then([
        {
          type: 'MeetingCancelled',
          data: { ...ids, reason: 'Vom Klienten abgesagt', late: true, hoursUsed: 1, at: at(1).toISOString() },
        },
      ]);
  });

  it('refuses when the dialog said otherwise (the deadline passed, or the admin changed the notice)', () => {
    spec([planned])
      .when(cancel(at(1), false))
      .thenError({ code: 'ChargeChanged', charged: true, hours: 48 });
    spec([planned])
      .when(cancel(at(-1), true))
      .thenError({ code: 'ChargeChanged', charged: false, hours: 48 });
    spec([planned])
      .when(cancel(at(1), true))
      .then([
        {
          type: 'MeetingCancelled',
          data: { ...ids, reason: 'Vom Klienten abgesagt', late: true, hoursUsed: 1, at: at(1).toISOString() },
        },
      ]);
  });

  it("the partner's cancellation is never charged, whatever their dialog expected", () => {
    spec([planned])
      .when({
        type: 'CancelMeeting',
        actor: partner,
        reason: 'x',
        cancellationNoticeHours: 48,
        expectCharged: false,
        now: at(60),
      })
      .then([{ type: 'MeetingCancelled', data: { ...ids, reason: 'x', at: at(60).toISOString() } }]);
  });
});

describe('a client moves while the terms say so', () => {
  const to = new Date('2026-06-12T08:00:00Z');
  const move = (now: Date): MeetingCommand => ({
    type: 'RescheduleMeeting',
    actor: client,
    date: '2026-06-12',
    time: '10:00',
    duration: 60,
    startsAt: to,
    clash: null,
    cancellationNoticeHours: 48,
    slot: {
      // Fridays 08:00–18:00 Berlin, no lead time.
      availability: {
        ...emptyAvailability(),
        weekly: [{ weekday: '5', range: { from: '08:00', to: '18:00' } }],
        minNoticeHours: 0,
      },
      partnerBusy: [],
      clientBusy: [],
      validFrom: null,
      validUntil: null,
    },
    now,
  });

  it('moves at the deadline, is refused a minute after', () => {
    spec([planned])
      .when(move(at(0)))
      .then([
        {
          type: 'MeetingRescheduled',
          data: {
            ...ids,
            startsAt: to.toISOString(),
            date: '2026-06-12',
            time: '10:00',
            duration: 60,
            hours: 1,
            at: at(0).toISOString(),
          },
        },
      ]);
    spec([planned])
      .when(move(at(1)))
      .thenError({ code: 'WithinNotice', hours: 48 });
  });
});
