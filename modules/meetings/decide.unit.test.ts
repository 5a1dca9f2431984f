import { describe, expect, it } from 'vitest';
import { decideMeeting, initialMeetingState } from './decide';
import type { MeetingEvent } from './events';
import {
  id,
  client,
  partner,
  now,
  at,
  spec,
  partnerActor,
  starts,
  plan,
  planned,
  refusedPlan,
  cancelBy,
} from './testing/decide-fixtures';

describe('plan', () => {
  it('plans with hours = minutes / 60', () => spec([]).when(plan()).then([planned]));
  it('needs client, date and time', () => {
    refusedPlan({ clientId: '' }, { code: 'MissingFields' });
    refusedPlan({ time: '', startsAt: null }, { code: 'MissingFields' });
  });
  it('allows only 30, 60, 90 or 120 minutes', () => refusedPlan({ duration: 45 }, { code: 'InvalidDuration' }));
  it('refuses a time the spring change skips, naming it, rather than planning it an hour later', () => {
    refusedPlan(
      { date: '2026-03-29', time: '02:30', startsAt: null },
      { code: 'NoSuchTime', date: '2026-03-29', time: '02:30' },
    );
    refusedPlan({ date: '2026-02-30', time: '10:00', startsAt: null }, { code: 'MissingFields' });
  });
  it('names a package that ended meanwhile (completed, cancelled, expired, or past its expiry)', () => {
    for (const packageStatus of ['completed', 'cancelled', 'expired'])
      refusedPlan({ packageStatus }, { code: 'PackageEnded' });
    refusedPlan({ packageExpiresAt: now }, { code: 'PackageEnded' });
    spec([])
      .when(plan({ packageExpiresAt: new Date(now.getTime() + 1) }))
      .then([planned]);
  });
  it('not in the past', () => refusedPlan({ startsAt: new Date(now.getTime() - 1) }, { code: 'InPast' }));
  it('refuses a time in which the partner or the client already has a scheduled meeting, naming it', () => {
    const clash = { date: '2026-03-13', time: '09:30', duration: 60, whose: 'partner' as const };
    refusedPlan({ clash }, { code: 'Clash', ...clash });
    refusedPlan({ clash: { ...clash, whose: 'client' } }, { code: 'Clash', ...clash, whose: 'client' });
  });
  it('an in-person meeting needs its address (trimmed); another platform drops one sent along', () => {
    refusedPlan({ platform: 'in-person', location: null }, { code: 'LocationRequired' });
    refusedPlan({ platform: 'in-person', location: '   ' }, { code: 'LocationRequired' });
    const inPerson = {
      ...planned.data,
      platform: 'in-person' as const,
      link: null,
      location: 'Hauptstraße 5, 10115 Berlin',
    };
    spec([])
      .when(plan({ platform: 'in-person', location: ' Hauptstraße 5, 10115 Berlin ' }))
      .then([{ type: 'MeetingPlanned', data: inPerson }]);
    spec([])
      .when(plan({ location: 'Hauptstraße 5' }))
      .then([planned]);
  });
  it('drops a link for phone and in-person', () => {
    const r = decideMeeting(plan({ platform: 'phone' }), initialMeetingState(), id) as MeetingEvent[];
    expect(r[0]!.data).toMatchObject({ platform: 'phone', link: null });
  });
  it('a partner plans only their own meetings, on a package of that client; an admin for any partner', () => {
    refusedPlan({ actor: { id: 'p-2', role: 'partner' } }, { code: 'NotYourMeeting' });
    refusedPlan({ actor: { id: client, role: 'user' } }, { code: 'NotYourMeeting' });
    spec([])
      .when(plan({ actor: { id: 'a-1', role: 'admin' } }))
      .then([planned]);
    refusedPlan({ packageClientId: 'c-2' }, { code: 'PackageNotOfClient' });
    refusedPlan({ packageClientId: null }, { code: 'PackageNotOfClient' });
  });
  it('is created once', () => spec([planned]).when(plan()).thenError({ code: 'MeetingExists' }));
});
describe('complete and cancel', () => {
  it('completes with a summary, using the planned hours', () => {
    spec([planned])
      .when({
        type: 'CompleteMeeting',
        actor: partnerActor,
        summary: ' Ziele geklärt ',
        notes: null,
        noShow: false,
        now,
      })
      .then([
        {
          type: 'MeetingCompleted',
          data: {
            meetingId: id,
            clientId: client,
            partnerId: partner,
            summary: 'Ziele geklärt',
            notes: null,
            hoursUsed: 1.5,
            at,
          },
        },
      ]);
    spec([planned])
      .when({ type: 'CompleteMeeting', actor: partnerActor, summary: '  ', notes: null, noShow: false, now })
      .thenError({ code: 'SummaryRequired' });
    spec([planned])
      .when({
        type: 'CompleteMeeting',
        actor: { id: 'p-2', role: 'partner' },
        summary: 'x',
        notes: null,
        noShow: false,
        now,
      })
      .thenError({ code: 'NotYourMeeting' });
  });
  const completed: MeetingEvent = {
    type: 'MeetingCompleted',
    data: { meetingId: id, clientId: client, partnerId: partner, summary: 'x', notes: null, hoursUsed: 1.5, at },
  };
  it('completes and cancels only scheduled meetings', () => {
    spec([planned, completed])
      .when({ type: 'CompleteMeeting', actor: partnerActor, summary: 'x', notes: null, noShow: false, now })
      .thenError({ code: 'WrongStatus', status: 'completed' });
    spec([planned, completed])
      .when(cancelBy(partnerActor, 'Vom Partner storniert'))
      .thenError({ code: 'WrongStatus', status: 'completed' });
  });
  it('cancels only future meetings', () => {
    spec([planned])
      .when(cancelBy(partnerActor, 'Vom Partner storniert'))
      .then([
        {
          type: 'MeetingCancelled',
          data: { meetingId: id, clientId: client, partnerId: partner, reason: 'Vom Partner storniert', at },
        },
      ]);
    spec([planned])
      .when(cancelBy(partnerActor, 'x', starts))
      .thenError({ code: 'OnlyFutureMeetings' });
  });
  it('reminds once, within 24 hours before the start, never after a cancellation', () => {
    const inWindow = new Date(starts.getTime() - 23 * 3600_000);
    const both = ['day', 'hour'] as const;
    const send = (now: Date) => ({ type: 'SendReminder' as const, kinds: [...both], now });
    const sent: MeetingEvent = {
      type: 'MeetingReminderSent',
      data: { meetingId: id, clientId: client, partnerId: partner, kind: 'day', at: inWindow.toISOString() },
    };
    spec([planned]).when(send(inWindow)).then([sent]);
    spec([planned])
      .when(send(new Date(starts.getTime() - 25 * 3600_000)))
      .thenError({ code: 'NotDue' });
    spec([planned, sent]).when(send(inWindow)).thenError({ code: 'WrongStatus', status: 'scheduled' });
    const cancelled: MeetingEvent = {
      type: 'MeetingCancelled',
      data: { meetingId: id, clientId: client, partnerId: partner, reason: 'x', at },
    };
    spec([planned, cancelled]).when(send(inWindow)).thenError({ code: 'WrongStatus', status: 'cancelled' });
  });
  it('reminds again an hour before, once; an old reminder without kind was the 24-hour one (issue 34)', () => {
    const lastHour = new Date(starts.getTime() - 50 * 60_000);
    const ids = { meetingId: id, clientId: client, partnerId: partner };
    const oldDaySent: MeetingEvent = { type: 'MeetingReminderSent', data: { ...ids, at } };
    const hourSent: MeetingEvent = {
      type: 'MeetingReminderSent',
      data: { ...ids, kind: 'hour', at: lastHour.toISOString() },
    };
    const both = { type: 'SendReminder' as const, kinds: ['day' as const, 'hour' as const], now: lastHour };
    spec([planned, oldDaySent]).when(both).then([hourSent]);
    spec([planned, oldDaySent, hourSent]).when(both).thenError({ code: 'WrongStatus', status: 'scheduled' });
    // Booked 50 minutes ahead: the 1-hour reminder alone, not both at once.
    spec([planned]).when(both).then([hourSent]);
    // The firm chose none, or the 24-hour one only (it then runs to the start).
    spec([planned])
      .when({ ...both, kinds: [] })
      .thenError({ code: 'NotDue' });
    spec([planned])
      .when({ ...both, kinds: ['day'] })
      .then([{ type: 'MeetingReminderSent', data: { ...ids, kind: 'day', at: lastHour.toISOString() } }]);
  });
  it('reminds again after a move, for the new time', () => {
    const ids = { meetingId: id, clientId: client, partnerId: partner };
    const hourSent: MeetingEvent = { type: 'MeetingReminderSent', data: { ...ids, kind: 'hour', at } };
    const later = new Date(starts.getTime() + 3600_000);
    const moved: MeetingEvent = {
      type: 'MeetingRescheduled',
      data: { ...ids, startsAt: later.toISOString(), date: '2026-06-10', time: '11:00', duration: 60, hours: 1, at },
    };
    const now = new Date(later.getTime() - 30 * 60_000);
    spec([planned, hourSent, moved])
      .when({ type: 'SendReminder', kinds: ['day', 'hour'], now })
      .then([{ type: 'MeetingReminderSent', data: { ...ids, kind: 'hour', at: now.toISOString() } }]);
  });
});
