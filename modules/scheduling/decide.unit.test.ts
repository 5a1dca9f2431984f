import { describe, it } from 'vitest';
import { at, now, specOf } from '../../server/eventstore/decider-test';
import { emptyAvailability, type Availability } from './contract';
import { availabilityDecider, policyDecider } from './decide';
import type { AvailabilityEvent, PolicyEvent } from './events';

const partner = { id: 'p-1', role: 'partner' as const };
const admin = { id: 'a-1', role: 'admin' as const };
const spec = specOf(availabilityDecider, partner.id);
const policy = specOf(policyDecider, 'firm');

const week: Availability = {
  ...emptyAvailability(),
  weekly: [
    { weekday: '1', range: { from: '09:00', to: '12:00' } },
    { weekday: '1', range: { from: '13:00', to: '17:00' } },
  ],
  exceptions: [{ date: '2026-12-24', kind: 'off', range: null }],
};
const set = (availability: Availability, actor: typeof partner | typeof admin = partner) => ({
  type: 'SetAvailability' as const,
  actor,
  partnerId: partner.id,
  availability,
  now,
});
const saved: AvailabilityEvent = { type: 'AvailabilitySet', data: { partnerId: partner.id, availability: week, at } };

describe('an Accelerator saves their availability', () => {
  it('is saved whole, by the Accelerator or an admin', () => {
    spec([]).when(set(week)).then([saved]);
    spec([]).when(set(week, admin)).then([saved]);
  });
  it('nobody else sets it', () =>
    spec([])
      .when(set(week, { id: 'p-2', role: 'partner' } as unknown as typeof partner))
      .thenError({ code: 'NotYours' }));
  it('saving the same again (in another order) changes nothing', () =>
    spec([saved])
      .when(set({ ...week, weekly: [...week.weekly].reverse() }))
      .then([]));
  it('refuses overlapping times of one weekday or one date, and a date that does not exist', () => {
    spec([])
      .when(set({ ...week, weekly: [...week.weekly, { weekday: '1', range: { from: '11:00', to: '14:00' } }] }))
      .thenError({ code: 'RangesOverlap', day: '1' });
    const twice = { kind: 'extra' as const, date: '2026-12-27' };
    spec([])
      .when(
        set({
          ...week,
          exceptions: [
            { ...twice, range: { from: '10:00', to: '12:00' } },
            { ...twice, range: { from: '11:30', to: '13:00' } },
          ],
        }),
      )
      .thenError({ code: 'RangesOverlap', day: '2026-12-27' });
    spec([])
      .when(set({ ...week, exceptions: [{ date: '2026-02-30', kind: 'off', range: null }] }))
      .thenError({ code: 'NoSuchDate', date: '2026-02-30' });
  });
  it('back to back is no overlap', () => {
    const touching: Availability = {
      ...week,
      weekly: [
        { weekday: '2', range: { from: '09:00', to: '12:00' } },
        { weekday: '2', range: { from: '12:00', to: '13:00' } },
      ],
    };
    spec([])
      .when(set(touching))
      .then([{ type: 'AvailabilitySet', data: { partnerId: partner.id, availability: touching, at } }]);
  });
});

describe("the firm's cancellation notice", () => {
  const setNotice = (hours: number, actor: typeof admin | typeof partner = admin) => ({
    type: 'SetSchedulingPolicy' as const,
    actor,
    cancellationNoticeHours: hours,
    now,
  });
  const changed = (hours: number): PolicyEvent => ({
    type: 'SchedulingPolicySet',
    data: { cancellationNoticeHours: hours, at },
  });
  it('an admin sets it; 48 hours is the default, so setting 48 first changes nothing', () => {
    policy([])
      .when(setNotice(24))
      .then([changed(24)]);
    policy([]).when(setNotice(48)).then([]);
    policy([changed(24)])
      .when(setNotice(48))
      .then([changed(48)]);
  });
  it('only admins', () => policy([]).when(setNotice(12, partner)).thenError({ code: 'AdminsOnly' }));
});
