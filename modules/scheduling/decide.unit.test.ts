import { describe, it } from 'vitest';
import { at, now, specOf } from '../../server/testing/decider-spec';
import { emptyAvailability, type Availability } from './contract';
import { availabilityDecider, policyDecider, type SetAvailability, type SetSchedulingPolicy } from './decide';
import type { AvailabilityEvent, PolicyEvent } from './events';

const partnerId = 'p-1';
const availability = specOf(availabilityDecider, partnerId);
const policy = specOf(policyDecider, 'firm');

const week: Availability = {
  ...emptyAvailability(),
  weekly: [
    { weekday: '3', range: { from: '14:00', to: '17:00' } },
    { weekday: '1', range: { from: '13:00', to: '15:00' } },
    { weekday: '1', range: { from: '09:00', to: '12:00' } },
  ],
  exceptions: [
    { date: '2026-04-06', kind: 'off', range: null },
    { date: '2026-04-04', kind: 'extra', range: { from: '10:00', to: '12:00' } },
  ],
  bufferMinutes: 15,
  link: 'https://meet.example.de/raum',
};
/** `week` as it is saved: weekdays and ranges in order, exceptions by date. */
const weekSaved: Availability = {
  ...week,
  weekly: [
    { weekday: '1', range: { from: '09:00', to: '12:00' } },
    { weekday: '1', range: { from: '13:00', to: '15:00' } },
    { weekday: '3', range: { from: '14:00', to: '17:00' } },
  ],
  exceptions: [
    { date: '2026-04-04', kind: 'extra', range: { from: '10:00', to: '12:00' } },
    { date: '2026-04-06', kind: 'off', range: null },
  ],
};

const set = (
  a: Availability,
  actor: SetAvailability['actor'] = { id: partnerId, role: 'partner' },
  ownerRole: string | null = 'partner',
): SetAvailability => ({
  type: 'SetAvailability',
  value: a,
  actor,
  ownerRole,
  now,
});
const saved = (a: Availability): AvailabilityEvent => ({
  type: 'AvailabilitySet',
  data: { partnerId, availability: a, at },
});

describe('availability', () => {
  it('bookings in person need the address where to meet (audit of spec 02)', () => {
    availability([])
      .when(set({ ...week, platform: 'in-person', location: '  ' }))
      .thenError('LocationRequired');
    availability([])
      .when(set({ ...week, platform: 'in-person', location: null }))
      .thenError('LocationRequired');
    availability([])
      .when(set({ ...week, platform: 'in-person', location: 'Hauptstraße 5, 10115 Berlin' }))
      .then([saved({ ...weekSaved, platform: 'in-person', location: 'Hauptstraße 5, 10115 Berlin' })]);
  });

  it('the partner saves their whole availability, in one order', () => {
    availability([])
      .when(set(week))
      .then([saved(weekSaved)]);
  });
  it('an admin sets any partner’s availability', () => {
    availability([])
      .when(set(week, { id: 'admin-1', role: 'admin' }))
      .then([saved(weekSaved)]);
  });
  it('another partner or a client may not', () => {
    availability([])
      .when(set(week, { id: 'p-2', role: 'partner' }))
      .thenError('NotAllowed');
    availability([])
      .when(set(week, { id: partnerId, role: 'user' }))
      .thenError('NotAllowed');
  });
  it('only a partner account has availability', () => {
    availability([])
      .when(set(week, { id: 'admin-1', role: 'admin' }, 'admin'))
      .thenError('NotAPartner');
  });
  it('the ranges of one weekday must not overlap; touching is fine', () => {
    const overlapping = {
      ...week,
      weekly: [...week.weekly, { weekday: '1' as const, range: { from: '11:30', to: '13:00' } }],
    };
    availability([]).when(set(overlapping)).thenError({ code: 'RangesOverlap', weekday: '1', date: null });
    const touching = {
      ...week,
      weekly: [...week.weekly, { weekday: '1' as const, range: { from: '12:00', to: '13:00' } }],
    };
    availability([])
      .when(set(touching))
      .then([saved(normalisedTouching())]);
  });
  it('the same ranges on different weekdays are fine', () => {
    const both = {
      ...emptyAvailability(),
      weekly: [
        { weekday: '2' as const, range: { from: '09:00', to: '12:00' } },
        { weekday: '4' as const, range: { from: '09:00', to: '12:00' } },
      ],
    };
    availability([])
      .when(set(both))
      .then([saved(both)]);
  });
  it('the extra ranges of one date must not overlap', () => {
    const extras = {
      ...week,
      exceptions: [
        ...week.exceptions,
        { date: '2026-04-04', kind: 'extra' as const, range: { from: '11:00', to: '13:00' } },
      ],
    };
    availability([]).when(set(extras)).thenError({ code: 'RangesOverlap', weekday: null, date: '2026-04-04' });
  });
  it('a whole day off cannot also have an extra stretch; part of a day off can', () => {
    // In the saved order: by date, then 'extra' before 'off'.
    const extraAndOff = (off: { from: string; to: string } | null): Availability => ({
      ...weekSaved,
      exceptions: [
        { date: '2026-04-04', kind: 'extra', range: { from: '14:00', to: '16:00' } },
        { date: '2026-04-04', kind: 'off', range: off },
      ],
    });
    availability([])
      .when(set(extraAndOff(null)))
      .thenError({ code: 'DayOffWithExtra', date: '2026-04-04' });
    const morningOff = extraAndOff({ from: '08:00', to: '12:00' });
    availability([])
      .when(set(morningOff))
      .then([saved(morningOff)]);
  });
  it('an exception’s date must exist', () => {
    const feb30 = { ...week, exceptions: [{ date: '2026-02-30', kind: 'off' as const, range: null }] };
    availability([]).when(set(feb30)).thenError({ code: 'InvalidDate', date: '2026-02-30' });
    const month13 = { ...week, exceptions: [{ date: '2026-13-01', kind: 'off' as const, range: null }] };
    availability([]).when(set(month13)).thenError({ code: 'InvalidDate', date: '2026-13-01' });
  });
  it('saving the same availability again (in any order) appends nothing', () => {
    availability([saved(weekSaved)])
      .when(set(week))
      .then([]);
    availability([saved(weekSaved)])
      .when(set(weekSaved))
      .then([]);
  });
  it('the log’s jsonb may hand the saved availability back in another key order: still the same', () => {
    const reordered = JSON.parse(
      JSON.stringify(weekSaved, [
        'link',
        'platform',
        'bufferMinutes',
        'minNoticeHours',
        'exceptions',
        'range',
        'to',
        'from',
        'kind',
        'date',
        'weekly',
        'weekday',
      ]),
    ) as Availability;
    availability([saved(reordered)])
      .when(set(week))
      .then([]);
  });
  it('a change is saved', () => {
    availability([saved(weekSaved)])
      .when(set({ ...week, minNoticeHours: 48 }))
      .then([saved({ ...weekSaved, minNoticeHours: 48 })]);
  });
});

function normalisedTouching(): Availability {
  return {
    ...weekSaved,
    weekly: [
      { weekday: '1', range: { from: '09:00', to: '12:00' } },
      { weekday: '1', range: { from: '12:00', to: '13:00' } },
      { weekday: '1', range: { from: '13:00', to: '15:00' } },
      { weekday: '3', range: { from: '14:00', to: '17:00' } },
    ],
  };
}

const setPolicy = (
  hours: number,
  role: 'admin' | 'partner' | 'user' = 'admin',
  more: Omit<SetSchedulingPolicy['change'], 'cancellationNoticeHours'> = {},
): SetSchedulingPolicy => ({
  type: 'SetSchedulingPolicy',
  change: { cancellationNoticeHours: hours, ...more },
  actor: { id: 'x', role },
  now,
});
const policySet = (
  hours: number,
  more: Partial<Pick<Extract<PolicyEvent['data'], object>, 'bookingHorizonWeeks' | 'reminders'>> = {},
): PolicyEvent => ({
  type: 'SchedulingPolicySet',
  data: { cancellationNoticeHours: hours, bookingHorizonWeeks: 26, reminders: 'both', ...more, at },
});
/** An event saved before issue 34: the notice alone. */
const oldPolicySet = (hours: number): PolicyEvent => ({
  type: 'SchedulingPolicySet',
  data: { cancellationNoticeHours: hours, at },
});

describe('scheduling policy', () => {
  it('an admin sets the cancellation notice', () => {
    policy([])
      .when(setPolicy(24))
      .then([policySet(24)]);
    policy([policySet(24)])
      .when(setPolicy(72))
      .then([policySet(72)]);
  });
  it('partners and clients may not', () => {
    policy([]).when(setPolicy(24, 'partner')).thenError('NotAllowed');
    policy([]).when(setPolicy(24, 'user')).thenError('NotAllowed');
  });
  it('the same cancellation notice again appends nothing', () => {
    policy([policySet(24)])
      .when(setPolicy(24))
      .then([]);
  });
  it('an admin sets the booking horizon and the reminders (issue 34)', () => {
    policy([policySet(24)])
      .when(setPolicy(24, 'admin', { bookingHorizonWeeks: 4, reminders: 'hour' }))
      .then([policySet(24, { bookingHorizonWeeks: 4, reminders: 'hour' })]);
  });
  it('fields left out stay as they are', () => {
    policy([policySet(24, { bookingHorizonWeeks: 4, reminders: 'none' })])
      .when(setPolicy(48))
      .then([policySet(48, { bookingHorizonWeeks: 4, reminders: 'none' })]);
    policy([policySet(24, { bookingHorizonWeeks: 4, reminders: 'none' })])
      .when(setPolicy(24))
      .then([]);
  });
  it('a policy saved before issue 34 reads with the defaults: 26 weeks, both reminders', () => {
    policy([oldPolicySet(24)])
      .when(setPolicy(24, 'admin', { bookingHorizonWeeks: 26, reminders: 'both' }))
      .then([]);
    policy([oldPolicySet(24)])
      .when(setPolicy(24, 'admin', { reminders: 'day' }))
      .then([policySet(24, { reminders: 'day' })]);
  });
});
