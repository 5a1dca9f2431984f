import { describe, expect, it } from 'vitest';
import { specOf } from '../../server/testing/decider-spec';
import { berlinToInstant, berlinWallClock } from './berlin-time';
import { canCancel, hoursFor, isPastForClient, isPastForPartner, isUpcoming, needsCompletion } from './contract';
import { type Actor, decideMeeting, initialMeetingState, type MeetingCommand, meetingDecider } from './decide';
import type { MeetingEvent } from './events';

const id = 'm-1';
const client = 'c-1';
const partner = 'p-1';
const now = new Date('2026-03-12T10:00:00Z');
const at = now.toISOString();
const spec = specOf(meetingDecider, id);
const partnerActor = { id: partner, role: 'partner' as const };
const starts = new Date('2026-03-13T09:00:00Z');

/** What the plan and the event it causes both say of the meeting. */
const plannedMeeting = {
  meetingId: id,
  clientId: client,
  partnerId: partner,
  userPackageId: 'up-1',
  date: '2026-03-13',
  time: '10:00',
  duration: 90,
  platform: 'zoom' as const,
  link: 'https://zoom.us/j/1',
  location: null,
  notes: null,
};
type PlanMeeting = Extract<MeetingCommand, { type: 'PlanMeeting' }>;
const plan = (over: Partial<PlanMeeting> = {}): MeetingCommand => ({
  type: 'PlanMeeting',
  ...plannedMeeting,
  actor: partnerActor,
  packageClientId: client,
  packageStatus: 'active',
  packageExpiresAt: null,
  startsAt: starts,
  clash: null,
  roomLink: 'https://meet.jit.si/Coaching-raum1',
  now,
  ...over,
});
const planned: MeetingEvent = {
  type: 'MeetingPlanned',
  data: { ...plannedMeeting, startsAt: starts.toISOString(), hours: 1.5, at },
};
/** A plan with `over` changed is refused with `error`. */
const refusedPlan = (over: Partial<PlanMeeting>, error: object) => spec([]).when(plan(over)).thenError(error);

/** A cancellation by `actor` (the firm's notice: 48 hours). */
const cancelBy = (actor: Actor, reason: string, when = now): MeetingCommand => ({
  type: 'CancelMeeting',
  actor,
  reason,
  cancellationNoticeHours: 48,
  now: when,
});

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

describe('a started meeting that did not take place, or the client did not come (issue 15)', () => {
  const started = new Date(starts.getTime() + 60_000);
  const ids = { meetingId: id, clientId: client, partnerId: partner };
  const notHeld = (reason: string, actor: Actor = partnerActor, at = started): MeetingCommand => ({
    type: 'MarkNotHeld',
    actor,
    reason,
    now: at,
  });
  it('its partner or an admin closes a started, scheduled meeting as not held, with a reason', () => {
    const event: MeetingEvent = {
      type: 'MeetingNotHeld',
      data: { ...ids, reason: 'Klient krank', at: started.toISOString() },
    };
    spec([planned]).when(notHeld(' Klient krank ')).then([event]);
    spec([planned])
      .when(notHeld('Klient krank', { id: 'a-1', role: 'admin' }))
      .then([event]);
  });
  it('needs a reason, a start in the past, a scheduled meeting, and its own partner', () => {
    spec([planned]).when(notHeld('  ')).thenError({ code: 'ReasonRequired' });
    spec([planned])
      .when(notHeld('x', partnerActor, now))
      .thenError({ code: 'NotStartedYet' });
    spec([planned])
      .when(notHeld('x', { id: 'p-2', role: 'partner' }))
      .thenError({ code: 'NotYourMeeting' });
    const gone: MeetingEvent = { type: 'MeetingNotHeld', data: { ...ids, reason: 'x', at } };
    spec([planned, gone]).when(notHeld('x')).thenError({ code: 'WrongStatus', status: 'not_held' });
    spec([planned, gone])
      .when({ type: 'CompleteMeeting', actor: partnerActor, summary: 'x', notes: null, noShow: false, now: started })
      .thenError({ code: 'WrongStatus', status: 'not_held' });
  });
  it('a no-show completes a started meeting (hours charged), flagged, summary defaulting to the fact', () => {
    spec([planned])
      .when({ type: 'CompleteMeeting', actor: partnerActor, summary: '', notes: null, noShow: true, now: started })
      .then([
        {
          type: 'MeetingCompleted',
          data: {
            ...ids,
            summary: 'Klient nicht erschienen',
            notes: null,
            hoursUsed: 1.5,
            noShow: true,
            at: started.toISOString(),
          },
        },
      ]);
    spec([planned])
      .when({ type: 'CompleteMeeting', actor: partnerActor, summary: '', notes: null, noShow: true, now })
      .thenError({ code: 'NotStartedYet' });
  });
  it('when its package ends, a future meeting is cancelled and a started one closed as not held', () => {
    const reason = 'Das Paket wurde abgeschlossen.';
    spec([planned])
      .when({ type: 'EndWithPackage', reason, now })
      .then([{ type: 'MeetingCancelled', data: { ...ids, reason, at } }]);
    spec([planned])
      .when({ type: 'EndWithPackage', reason, now: started })
      .then([{ type: 'MeetingNotHeld', data: { ...ids, reason, at: started.toISOString() } }]);
    const done: MeetingEvent = {
      type: 'MeetingCompleted',
      data: { ...ids, summary: 'x', notes: null, hoursUsed: 1.5, at },
    };
    spec([planned, done])
      .when({ type: 'EndWithPackage', reason, now })
      .thenError({ code: 'WrongStatus', status: 'completed' });
  });
  it('when its Accelerator leaves, a future meeting is handed over; a started or ended one is not', () => {
    const handedOver: MeetingEvent = { type: 'MeetingHandedOver', data: { ...ids, toPartnerId: 'p-2', at } };
    spec([planned]).when({ type: 'HandOver', fromPartnerId: partner, toPartnerId: 'p-2', now }).then([handedOver]);
    // The new Accelerator then acts on it; the one who left no longer does.
    spec([planned, handedOver]).when(cancelBy(partnerActor, 'x')).thenError({ code: 'NotYourMeeting' });
    spec([planned])
      .when({ type: 'HandOver', fromPartnerId: partner, toPartnerId: 'p-2', now: started })
      .thenError({ code: 'AlreadyStarted' });
    // A second hand-over of a meeting another one already moved: not the leaver's any more.
    spec([planned, handedOver])
      .when({ type: 'HandOver', fromPartnerId: partner, toPartnerId: 'p-3', now })
      .thenError({ code: 'NotYourMeeting' });
    spec([planned]).when({ type: 'HandOver', fromPartnerId: partner, toPartnerId: partner, now }).then([]);
    const cancelled: MeetingEvent = { type: 'MeetingCancelled', data: { ...ids, reason: 'x', at } };
    spec([planned, cancelled])
      .when({ type: 'HandOver', fromPartnerId: partner, toPartnerId: 'p-2', now })
      .thenError({ code: 'WrongStatus', status: 'cancelled' });
  });
});

describe('views and times', () => {
  const m = (
    startsAt: Date,
    status: 'scheduled' | 'completed' | 'cancelled' = 'scheduled',
    partnerConfirmed = false,
  ) => ({ startsAt: startsAt.toISOString(), status, partnerConfirmed, lateCancellation: false });
  it('client: upcoming = scheduled in the future; past = completed or started', () => {
    expect(isUpcoming(m(starts), now)).toBe(true);
    expect(isUpcoming(m(starts, 'cancelled'), now)).toBe(false);
    expect(isPastForClient(m(new Date(now.getTime() - 1)), now)).toBe(true);
    expect(isPastForClient(m(starts, 'completed'), now)).toBe(true);
    // A future meeting cancelled late is charged: past at once; one cancelled in time is not.
    expect(isPastForClient({ ...m(starts, 'cancelled'), lateCancellation: true }, now)).toBe(true);
    expect(isPastForPartner({ ...m(starts, 'cancelled'), lateCancellation: true }, now)).toBe(true);
    expect(isPastForClient(m(starts, 'cancelled'), now)).toBe(false);
  });
  it('partner: to finish after 30 minutes; past likewise; delete only for the future', () => {
    expect(needsCompletion(m(new Date(now.getTime() - 31 * 60_000)), now)).toBe(true);
    expect(needsCompletion(m(new Date(now.getTime() - 29 * 60_000)), now)).toBe(false);
    expect(needsCompletion(m(new Date(now.getTime() - 31 * 60_000), 'scheduled', true), now)).toBe(false);
    expect(isPastForPartner(m(new Date(now.getTime() - 31 * 60_000)), now)).toBe(true);
    expect(canCancel(m(starts), now)).toBe(true);
    expect(canCancel(m(new Date(now.getTime() - 1)), now)).toBe(false);
  });
  it('hours are minutes / 60 rounded to 2 decimals', () => {
    expect([30, 60, 90, 120].map(hoursFor)).toEqual([0.5, 1, 1.5, 2]);
    expect(hoursFor(20)).toBe(0.33);
  });
  it('Berlin wall-clock times map to exact instants across daylight saving', () => {
    expect(berlinToInstant('2026-01-15', '10:00')!.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(berlinToInstant('2026-07-15', '10:00')!.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    // The spring change skips 02:00–02:59: no instant (the plan is refused, not moved an hour on).
    expect(berlinToInstant('2026-03-29', '02:30')).toBeNull();
    expect(berlinToInstant('2026-10-25', '02:30')!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(berlinToInstant('2026-02-30', '10:00')).toBeNull();
    expect(berlinWallClock(new Date('2026-07-15T08:00:00Z'))).toEqual({ date: '2026-07-15', time: '10:00' });
  });
});

describe('rescheduling (issue 15 item 9)', () => {
  const ids = { meetingId: id, clientId: client, partnerId: partner };
  const later = new Date('2026-03-14T13:00:00Z');
  const move = (over: Partial<Extract<MeetingCommand, { type: 'RescheduleMeeting' }>> = {}): MeetingCommand => ({
    type: 'RescheduleMeeting',
    actor: partnerActor,
    date: '2026-03-14',
    time: '14:00',
    duration: 60,
    startsAt: later,
    clash: null,
    cancellationNoticeHours: 48,
    slot: null,
    now,
    ...over,
  });
  it('moves a planned future meeting to a new time and length, and it gets a new reminder', () => {
    const moved: MeetingEvent = {
      type: 'MeetingRescheduled',
      data: { ...ids, startsAt: later.toISOString(), date: '2026-03-14', time: '14:00', duration: 60, hours: 1, at },
    };
    spec([planned]).when(move()).then([moved]);
    const after = [planned, { type: 'MeetingReminderSent', data: { ...ids, at } } as MeetingEvent, moved].reduce(
      meetingDecider.evolve,
      initialMeetingState(),
    );
    expect(after).toMatchObject({ startsAt: later.toISOString(), hours: 1, remindersSent: [] });
  });
  it('refuses a clash, the past, a started meeting, another partner, and a time that does not exist', () => {
    const clash = { date: '2026-03-14', time: '13:30', duration: 60, whose: 'partner' as const };
    spec([planned])
      .when(move({ clash }))
      .thenError({ code: 'Clash', ...clash });
    spec([planned])
      .when(move({ startsAt: new Date(now.getTime() - 60_000) }))
      .thenError({ code: 'InPast' });
    spec([planned])
      .when(move({ now: new Date(starts.getTime() + 60_000) }))
      .thenError({ code: 'AlreadyStarted' });
    spec([planned])
      .when(move({ actor: { id: 'p-other', role: 'partner' } }))
      .thenError({ code: 'NotYourMeeting' });
    spec([planned])
      .when(move({ date: '2026-02-30', startsAt: null }))
      .thenError({ code: 'MissingFields' });
    spec([planned])
      .when(move({ duration: 45 }))
      .thenError({ code: 'InvalidDuration' });
  });
  it('an in-person meeting keeps its address, or its partner or an admin gives another; never none', () => {
    const address = 'Hauptstraße 5, 10115 Berlin';
    const inPerson: MeetingEvent = {
      type: 'MeetingPlanned',
      data: {
        ...plannedMeeting,
        platform: 'in-person',
        link: null,
        location: address,
        startsAt: starts.toISOString(),
        hours: 1.5,
        at,
      },
    };
    const movedTo = (extra: object): MeetingEvent => ({
      type: 'MeetingRescheduled',
      data: {
        ...ids,
        startsAt: later.toISOString(),
        date: '2026-03-14',
        time: '14:00',
        duration: 60,
        hours: 1,
        ...extra,
        at,
      },
    });
    spec([inPerson])
      .when(move())
      .then([movedTo({})]);
    spec([inPerson])
      .when(move({ location: address }))
      .then([movedTo({})]);
    spec([inPerson])
      .when(move({ location: ' Marktplatz 1, 80331 München ', actor: { id: 'admin-1', role: 'admin' } }))
      .then([movedTo({ location: 'Marktplatz 1, 80331 München' })]);
    // Only the place: the same time with another address is a change too.
    spec([inPerson])
      .when(move({ startsAt: starts, date: '2026-03-13', time: '10:00', duration: 90, location: 'Marktplatz 1' }))
      .then([
        {
          type: 'MeetingRescheduled',
          data: {
            ...ids,
            startsAt: starts.toISOString(),
            date: '2026-03-13',
            time: '10:00',
            duration: 90,
            hours: 1.5,
            location: 'Marktplatz 1',
            at,
          },
        },
      ]);
    spec([inPerson])
      .when(move({ location: '  ' }))
      .thenError({ code: 'LocationRequired' });
    spec([inPerson])
      .when(move({ location: 'Marktplatz 1', actor: { id: client, role: 'user' } }))
      .thenError({ code: 'NotYourMeeting' });
    // An online meeting has no address to move.
    spec([planned])
      .when(move({ location: 'Marktplatz 1' }))
      .then([movedTo({})]);
    const after = [inPerson, movedTo({ location: 'Marktplatz 1' })].reduce(
      meetingDecider.evolve,
      initialMeetingState(),
    );
    expect(after).toMatchObject({ location: 'Marktplatz 1', platform: 'in-person' });
  });
  it('the same time and length is no change', () =>
    spec([planned])
      .when(move({ startsAt: starts, date: '2026-03-13', time: '10:00', duration: 90 }))
      .then([]));
});
