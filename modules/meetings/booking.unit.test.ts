import { describe, it } from 'vitest';
import { specOf } from '../../server/testing/decider-spec';
import { emptyAvailability } from '../scheduling/contract';
import { meetingDecider, type MeetingCommand, type SlotFacts } from './decide';
import type { MeetingEvent } from './events';

// Issue 19: the client books, moves and cancels their own meetings; the rules in `decideMeeting`.

const id = 'm-1';
const client = { id: 'c-1', role: 'user' as const };
const partner = { id: 'p-1', role: 'partner' as const };
const admin = { id: 'a-1', role: 'admin' as const };
const now = new Date('2026-06-01T08:00:00Z'); // a Monday, 10:00 in Berlin
const at = now.toISOString();
const spec = specOf(meetingDecider, id);

/** Mondays to Fridays 09:00–12:00 Berlin, no notice, no buffer; nobody busy. */
const facts = (over: Partial<SlotFacts> = {}): SlotFacts => ({
  availability: {
    ...emptyAvailability(),
    weekly: ['1', '2', '3', '4', '5'].map((d) => ({ weekday: d as '1', range: { from: '09:00', to: '12:00' } })),
    minNoticeHours: 0,
    link: 'https://zoom.us/j/raum',
  },
  partnerBusy: [],
  clientBusy: [],
  validFrom: null,
  validUntil: null,
  ...over,
});

const slot = new Date('2026-06-10T07:00:00Z'); // Wednesday 09:00 Berlin
type Book = Extract<MeetingCommand, { type: 'BookMeeting' }>;
const book = (over: Partial<Book> = {}): MeetingCommand => ({
  type: 'BookMeeting',
  meetingId: id,
  actor: client,
  partnerId: partner.id,
  packageClientId: client.id,
  userPackageId: 'up-1',
  startsAt: slot,
  duration: 60,
  platform: 'zoom',
  link: 'https://zoom.us/j/raum',
  roomLink: 'https://meet.jit.si/Coaching-raum1',
  location: 'Büro Mitte, Hauptstraße 5',
  notes: null,
  slot: facts(),
  now,
  ...over,
});

const ids = { meetingId: id, clientId: client.id, partnerId: partner.id };
const booked: MeetingEvent = {
  type: 'MeetingPlanned',
  data: {
    ...ids,
    userPackageId: 'up-1',
    startsAt: slot.toISOString(),
    date: '2026-06-10',
    time: '09:00',
    duration: 60,
    hours: 1,
    platform: 'zoom',
    link: 'https://zoom.us/j/raum',
    location: null,
    notes: null,
    bookedByClient: true,
    at,
  },
};

describe('a client books a free slot', () => {
  it("books it in the Accelerator's room, Berlin time, hours = minutes / 60", () =>
    spec([]).when(book()).then([booked]));
  it('drops the room link for a phone meeting', () => {
    const phone = { ...booked.data, platform: 'phone' as const, link: null } as MeetingEvent['data'];
    spec([])
      .when(book({ platform: 'phone' }))
      .then([{ type: 'MeetingPlanned', data: phone } as MeetingEvent]);
  });
  it("meets in person at the Accelerator's address (audit of spec 02); an online booking has none", () => {
    const inPerson = {
      ...booked.data,
      platform: 'in-person' as const,
      link: null,
      location: 'Büro Mitte, Hauptstraße 5',
    };
    spec([])
      .when(book({ platform: 'in-person' }))
      .then([{ type: 'MeetingPlanned', data: inPerson } as MeetingEvent]);
  });
  it('refuses a slot naming why: taken, off the grid or outside the hours, before the booking lead time (issue 34)', () => {
    spec([])
      .when(book({ slot: facts({ partnerBusy: [{ startsAt: slot, duration: 30 }] }) }))
      .thenError({ code: 'SlotTaken' });
    spec([])
      .when(book({ slot: facts({ clientBusy: [{ startsAt: '2026-06-10T06:30:00Z', duration: 60 }] }) }))
      .thenError({ code: 'SlotTaken' });
    spec([])
      .when(book({ startsAt: new Date('2026-06-10T07:10:00Z') }))
      .thenError({ code: 'OutsideHours' });
    spec([])
      .when(book({ startsAt: new Date('2026-06-10T14:00:00Z') }))
      .thenError({ code: 'OutsideHours' });
    const lead = facts();
    lead.availability = { ...lead.availability, minNoticeHours: 24 * 10 };
    spec([])
      .when(book({ slot: lead }))
      .thenError({ code: 'BeforeLeadTime', hours: 240 });
    spec([])
      .when(book({ slot: facts({ validUntil: new Date('2026-06-10T07:00:00Z') }) }))
      .thenError({ code: 'PackageEndsBefore', validUntil: '2026-06-10T07:00:00.000Z' });
    spec([])
      .when(book({ slot: facts({ horizonWeeks: 0 }) }))
      .thenError({ code: 'BeyondHorizon', weeks: 0 });
  });
  it('refuses the past, other lengths, and anyone but a client with the package', () => {
    spec([])
      .when(book({ startsAt: new Date(now.getTime() - 60_000) }))
      .thenError({ code: 'InPast' });
    spec([])
      .when(book({ duration: 45 }))
      .thenError({ code: 'InvalidDuration' });
    spec([])
      .when(book({ actor: partner }))
      .thenError({ code: 'NotYourMeeting' });
    spec([])
      .when(book({ packageClientId: 'c-other' }))
      .thenError({ code: 'PackageNotOfClient' });
    spec([booked]).when(book()).thenError({ code: 'MeetingExists' });
  });
});

describe('the notice rule (48 hours by default)', () => {
  const cancel = (actor: typeof client | typeof partner | typeof admin, when: Date): MeetingCommand => ({
    type: 'CancelMeeting',
    actor,
    reason: 'Krank',
    cancellationNoticeHours: 48,
    now: when,
  });
  const twoDaysBefore = new Date(slot.getTime() - 48 * 3600_000);
  const justInside = new Date(twoDaysBefore.getTime() + 60_000);
  it('a client cancelling outside the notice frees the hours', () =>
    spec([booked])
      .when(cancel(client, twoDaysBefore))
      .then([{ type: 'MeetingCancelled', data: { ...ids, reason: 'Krank', at: twoDaysBefore.toISOString() } }]));
  it('a client cancelling inside the notice is charged the hours', () =>
    spec([booked])
      .when(cancel(client, justInside))
      .then([
        {
          type: 'MeetingCancelled',
          data: { ...ids, reason: 'Krank', late: true, hoursUsed: 1, at: justInside.toISOString() },
        },
      ]));
  it("the partner's and the admin's cancellations never cost the client", () => {
    for (const actor of [partner, admin])
      spec([booked])
        .when(cancel(actor, justInside))
        .then([{ type: 'MeetingCancelled', data: { ...ids, reason: 'Krank', at: justInside.toISOString() } }]);
  });
  it('a client cancels only their own meeting, and not once it began', () => {
    spec([booked])
      .when(cancel({ id: 'c-other', role: 'user' } as unknown as typeof client, now))
      .thenError({ code: 'NotYourMeeting' });
    spec([booked]).when(cancel(client, slot)).thenError({ code: 'OnlyFutureMeetings' });
  });

  const later = new Date('2026-06-11T08:00:00Z'); // Thursday 10:00 Berlin
  const move = (over: Partial<Extract<MeetingCommand, { type: 'RescheduleMeeting' }>> = {}): MeetingCommand => ({
    type: 'RescheduleMeeting',
    actor: client,
    date: '2026-06-11',
    time: '10:00',
    duration: 60,
    startsAt: later,
    clash: null,
    cancellationNoticeHours: 48,
    slot: facts(),
    now,
    ...over,
  });
  const moved: MeetingEvent = {
    type: 'MeetingRescheduled',
    data: { ...ids, startsAt: later.toISOString(), date: '2026-06-11', time: '10:00', duration: 60, hours: 1, at },
  };
  it('a client moves their meeting to a free slot outside the notice', () => spec([booked]).when(move()).then([moved]));
  it('a client does not move inside the notice, nor to a time that is not a free slot', () => {
    spec([booked])
      .when(move({ now: justInside }))
      .thenError({ code: 'WithinNotice', hours: 48 });
    spec([booked])
      .when(move({ slot: facts({ partnerBusy: [{ startsAt: later, duration: 60 }] }) }))
      .thenError({ code: 'SlotTaken' });
    spec([booked])
      .when(move({ slot: null }))
      .thenError({ code: 'SlotTaken' });
  });
  it('the partner moves inside the notice and outside the availability', () =>
    spec([booked])
      .when(move({ actor: partner, now: justInside, slot: null }))
      .then([{ ...moved, data: { ...moved.data, at: justInside.toISOString() } } as MeetingEvent]));
});
