import { describe, expect, it } from 'vitest';
import { at, now } from '../../../server/testing/decider-spec';
import type { UserPackageEvent } from '../events';
import { availableHours, evolveUserPackage, initialUserPackageState } from './state';
import type { UserPackageCommand } from './command';
import { id, client, p1, p2, spec, offered, activated, tomorrow, reserved } from './testing/decide-fixtures';

describe('hours ledger', () => {
  const reserve = (
    meetingId: string,
    hours: number,
    partnerId = p1,
    startsAt = tomorrow,
    at = now,
  ): UserPackageCommand => ({
    type: 'ReserveHours',
    partnerId,
    meetingId,
    hours,
    startsAt,
    endsAt: new Date(startsAt.getTime() + hours * 3600_000),
    now: at,
  });
  it('reserves hours of an allocated partner on an active package', () =>
    spec([offered, activated])
      .when(reserve('m1', 1.5))
      .then([reserved('m1', 1.5)]));
  it('refuses reservations beyond total minus consumed minus reserved', () => {
    spec([offered, activated, reserved('m1', 4, p2)])
      .when(reserve('m2', 1.5, p2))
      .thenError({ code: 'InsufficientHours', available: 1, wanted: 1.5 });
    spec([offered, activated, reserved('m1', 4, p2)])
      .when(reserve('m2', 1, p2))
      .then([reserved('m2', 1, p2)]);
  });
  it('reserves only for allocated partners on an active, unexpired package', () => {
    spec([offered, activated])
      .when(reserve('m1', 1, 'other'))
      .thenError({ code: 'PartnerNotAllocated' });
    spec([offered]).when(reserve('m1', 1)).thenError({ code: 'WrongStatus', status: 'pending_acceptance' });
    spec([offered, activated])
      .when(reserve('m1', 1, p1, new Date('2027-04-02T00:00:00Z'), new Date('2027-04-01T00:00:00Z')))
      .thenError({ code: 'WrongStatus', status: 'active' });
  });
  it('a meeting lies within the package validity: not after its end, not in year 9999 (issue 15)', () => {
    const validity = { code: 'OutsideValidity', validFrom: at, validUntil: '2027-03-12T13:05:00.000Z' };
    spec([offered, activated])
      .when(reserve('m1', 1, p1, new Date('9999-01-01T10:00:00Z')))
      .thenError(validity);
    // Starting 30 minutes before the end, a 1-hour meeting would run past it.
    spec([offered, activated])
      .when(reserve('m1', 1, p1, new Date('2027-03-12T12:35:00Z')))
      .thenError(validity);
    spec([offered, activated])
      .when(reserve('m1', 1, p1, new Date('2027-03-12T12:05:00Z')))
      .then([reserved('m1', 1, p1, new Date('2027-03-12T12:05:00Z'))]);
  });
  it('consuming turns the reservation into consumed hours; releasing frees it', () => {
    const consumed: UserPackageEvent = {
      type: 'HoursConsumed',
      data: { userPackageId: id, clientId: client, partnerId: p1, meetingId: 'm1', hours: 1.5, at },
    };
    spec([offered, activated, reserved('m1', 1.5)])
      .when({ type: 'ConsumeHours', meetingId: 'm1', now })
      .then([consumed]);
    spec([offered, activated, reserved('m1', 1.5)])
      .when({ type: 'ReleaseReservation', meetingId: 'm1', now })
      .then([{ ...consumed, type: 'ReservationReleased' } as UserPackageEvent]);
    spec([offered, activated, reserved('m1', 1.5), consumed])
      .when({ type: 'ConsumeHours', meetingId: 'm1', now })
      .thenError({ code: 'NoReservation' });
    // Issue 19: a client's cancellation inside the notice is charged, and the ledger says why.
    spec([offered, activated, reserved('m1', 1.5)])
      .when({ type: 'ConsumeHours', meetingId: 'm1', lateCancellation: true, now })
      .then([{ ...consumed, data: { ...consumed.data, lateCancellation: true } } as UserPackageEvent]);
    const state = [offered, activated, reserved('m1', 1.5), consumed, reserved('m2', 2)].reduce(
      evolveUserPackage,
      initialUserPackageState(),
    );
    expect(availableHours(state, p1)).toBe(6.5);
  });
});
describe('a planned meeting moves (issue 15 item 9)', () => {
  const moveTo = (hours: number, startsAt = tomorrow) =>
    ({
      type: 'MoveReservation',
      meetingId: 'm1',
      hours,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * 3600_000),
      now,
    }) as const;
  const released = (hours: number): UserPackageEvent => ({
    type: 'ReservationReleased',
    data: { userPackageId: id, clientId: client, partnerId: p1, meetingId: 'm1', hours, at },
  });
  it('releases the old reservation and reserves the new one, by the same rules', () => {
    spec([offered, activated, reserved('m1', 1)])
      .when(moveTo(2))
      .then([released(1), reserved('m1', 2)]);
  });
  it('counts its own old hours as free: a longer meeting fits if the rest allows it', () => {
    // p1 holds 10: 9 reserved elsewhere + 1 here; moving this one to 2 hours does not fit, to 1 does.
    const given = [offered, activated, reserved('m0', 9), reserved('m1', 1)];
    spec(given).when(moveTo(2)).thenError({ code: 'InsufficientHours', available: 1, wanted: 2 });
    spec(given)
      .when(moveTo(1))
      .then([released(1), reserved('m1', 1)]);
  });
  it('refuses a time outside the validity, and a meeting without reservation', () => {
    spec([offered, activated, reserved('m1', 1)])
      .when(moveTo(1, new Date('2027-04-01T10:00:00Z')))
      .thenError({ code: 'OutsideValidity', validFrom: at, validUntil: '2027-03-12T13:05:00.000Z' });
    spec([offered, activated]).when(moveTo(1)).thenError({ code: 'NoReservation' });
  });
});
