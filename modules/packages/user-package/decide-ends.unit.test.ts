import { describe, expect, it } from 'vitest';
import { at, now } from '../../../server/testing/decider-spec';
import type { UserPackageEvent } from '../events';
import { availableHours, evolveUserPackage, initialUserPackageState } from './state';
import type { UserPackageCommand } from './command';
import { id, client, p1, p2, spec, offered, activated, accepted, tomorrow, reserved } from './testing/decide-fixtures';

describe('ends: complete, cancel, expire (issue 15)', () => {
  const yesterday = new Date(now.getTime() - 24 * 3600_000);
  const ids = { userPackageId: id, clientId: client };
  const cancel = (reason: string, accountDeleted = false): UserPackageCommand => ({
    type: 'CancelPackage',
    reason,
    accountDeleted,
    now,
  });
  it('an admin cancels a pending or active package, with a reason', () => {
    const cancelled = (reason: string): UserPackageEvent => ({
      type: 'PackageCancelled',
      data: { ...ids, reason, accountDeleted: false, at },
    });
    spec([offered])
      .when(cancel(' Vertrag aufgelöst '))
      .then([cancelled('Vertrag aufgelöst')]);
    spec([offered, accepted])
      .when(cancel('x'))
      .then([cancelled('x')]);
    spec([offered, activated, reserved('m1', 1)])
      .when(cancel('x'))
      .then([cancelled('x')]);
    spec([offered]).when(cancel('  ')).thenError({ code: 'ReasonRequired' });
    spec([offered]).when(cancel('\u200b')).thenError({ code: 'ReasonRequired' });
  });
  it('an ended package ends no more', () => {
    const completed: UserPackageEvent = { type: 'PackageCompleted', data: { ...ids, at } };
    spec([offered, activated, completed]).when(cancel('x')).thenError({ code: 'WrongStatus', status: 'completed' });
    spec([offered, activated, completed])
      .when({ type: 'CompletePackage', now })
      .thenError({ code: 'WrongStatus', status: 'completed' });
  });
  it('does not end while a started meeting is unsettled, naming how many; future ones do not hold it', () => {
    const given = [offered, activated, reserved('m1', 1, p1, yesterday), reserved('m2', 1, p2, yesterday)];
    spec(given).when({ type: 'CompletePackage', now }).thenError({ code: 'OverdueMeetings', count: 2 });
    spec(given).when(cancel('x')).thenError({ code: 'OverdueMeetings', count: 2 });
    const later = new Date('2027-03-12T13:05:00Z');
    spec(given).when({ type: 'ExpirePackage', now: later }).thenError({ code: 'OverdueMeetings', count: 2 });
    spec([offered, activated, reserved('m1', 1)])
      .when({ type: 'CompletePackage', now })
      .then([{ type: 'PackageCompleted', data: { ...ids, at } }]);
  });
  it("a client's account deletion cancels even with unsettled meetings ('Konto gelöscht')", () =>
    spec([offered, activated, reserved('m1', 1, p1, yesterday)])
      .when(cancel('Konto gelöscht', true))
      .then([{ type: 'PackageCancelled', data: { ...ids, reason: 'Konto gelöscht', accountDeleted: true, at } }]));
  it('a finished package charges no more hours, but gives reservations back', () => {
    const given = [offered, activated, reserved('m1', 1), { type: 'PackageCompleted', data: { ...ids, at } } as const];
    spec(given).when({ type: 'ConsumeHours', meetingId: 'm1', now }).thenError({ code: 'PackageEnded' });
    spec(given)
      .when({ type: 'ReleaseReservation', meetingId: 'm1', now })
      .then([
        {
          type: 'ReservationReleased',
          data: { ...ids, partnerId: p1, meetingId: 'm1', hours: 1, at },
        },
      ]);
  });
});
describe('rating', () => {
  const completed: UserPackageEvent = { type: 'PackageCompleted', data: { userPackageId: id, clientId: client, at } };
  const rate = (rating: number, actorId = client): UserPackageCommand => ({
    type: 'RatePackage',
    actorId,
    rating,
    comment: null,
    now,
  });
  it('the client rates a finished package once, 1 to 5 stars', () => {
    spec([offered, activated, completed])
      .when(rate(4))
      .then([{ type: 'PackageRated', data: { userPackageId: id, clientId: client, rating: 4, comment: null, at } }]);
    spec([
      offered,
      activated,
      completed,
      { type: 'PackageRated', data: { userPackageId: id, clientId: client, rating: 4, comment: null, at } },
    ])
      .when(rate(5))
      .thenError({ code: 'AlreadyRated' });
    spec([offered, activated, completed]).when(rate(6)).thenError({ code: 'InvalidRating' });
    spec([offered, activated, completed]).when(rate(3, 'someone')).thenError({ code: 'NotYourPackage' });
    spec([offered, activated]).when(rate(3)).thenError({ code: 'WrongStatus', status: 'active' });
  });
});
describe('an Accelerator leaves (issue 15 item 4)', () => {
  const p3 = 'partner-3';
  const move = (toPartnerId: string | null, over: Partial<{ targetActive: boolean; now: Date }> = {}) =>
    ({ type: 'MoveAllocation', fromPartnerId: p1, toPartnerId, targetActive: true, now, ...over }) as const;
  const consumed = (meetingId: string, hours: number): UserPackageEvent => ({
    type: 'HoursConsumed',
    data: { userPackageId: id, clientId: client, partnerId: p1, meetingId, hours, at },
  });
  const moved = (toPartnerId: string | null, hours: number, reservedHours = 0): UserPackageEvent => ({
    type: 'AllocationMoved',
    data: { userPackageId: id, clientId: client, fromPartnerId: p1, toPartnerId, hours, reserved: reservedHours, at },
  });
  const stateOf = (events: UserPackageEvent[]) => events.reduce(evolveUserPackage, initialUserPackageState());

  it('moves what remains (with the reservations of handed-over meetings) to another Accelerator', () => {
    const given = [offered, activated, reserved('m1', 1), reserved('m2', 2), consumed('m2', 2)];
    spec(given)
      .when(move(p3))
      .then([moved(p3, 8, 1)]);
    const after = stateOf([...given, moved(p3, 8, 1)]);
    // p1 keeps what they delivered and holds nothing more; p3 can plan the rest (8 - 1 reserved).
    expect(availableHours(after, p1)).toBe(0);
    expect(availableHours(after, p3)).toBe(7);
    expect(after.allocations).toEqual([
      { partnerId: p1, hours: 2 },
      { partnerId: p2, hours: 5 },
      { partnerId: p3, hours: 8 },
    ]);
    expect(after.totalHours).toBe(15);
  });
  it('moves onto an Accelerator already in the package, adding the hours', () => {
    const after = stateOf([offered, activated, moved(p2, 10)]);
    expect(after.allocations).toEqual([{ partnerId: p2, hours: 15 }]);
    expect(availableHours(after, p2)).toBe(15);
  });
  it('releases the remaining hours: the package holds that many hours less', () => {
    spec([offered, activated])
      .when(move(null))
      .then([moved(null, 10)]);
    expect(stateOf([offered, activated, moved(null, 10)]).totalHours).toBe(5);
  });
  it('refuses to release the last hours to plan: such a package is ended, not emptied', () => {
    const p2used = (h: number): UserPackageEvent => ({
      type: 'HoursConsumed',
      data: { userPackageId: id, clientId: client, partnerId: p2, meetingId: 'mp2', hours: h, at },
    });
    spec([offered, activated, reserved('mp2', 5, p2), p2used(5)])
      .when(move(null))
      .thenError({ code: 'NothingLeftToPlan' });
  });
  it('refuses to release hours that planned meetings hold: they are cancelled or handed over first', () =>
    spec([offered, activated, reserved('m1', 1)])
      .when(move(null))
      .thenError({ code: 'MeetingsPlanned', count: 1 }));
  it('refuses while a started meeting is unsettled', () =>
    spec([offered, activated, reserved('m1', 1)])
      .when(move(p3, { now: new Date(tomorrow.getTime() + 60_000) }))
      .thenError({ code: 'OverdueMeetings', count: 1 }));
  it('refuses an inactive target, the same Accelerator, one not in the package, and an ended package', () => {
    spec([offered, activated])
      .when(move(p3, { targetActive: false }))
      .thenError({ code: 'SuccessorNotActive' });
    spec([offered, activated]).when(move(p1)).thenError({ code: 'SamePartner' });
    spec([offered, activated])
      .when({ ...move(p3), fromPartnerId: 'partner-9' })
      .thenError({ code: 'PartnerNotAllocated' });
    spec([offered, activated, { type: 'PackageCompleted', data: { userPackageId: id, clientId: client, at } }])
      .when(move(p3))
      .thenError({ code: 'WrongStatus', status: 'completed' });
  });
  it('nothing left to move is no event', () =>
    spec([offered, activated, reserved('m1', 10), consumed('m1', 10)])
      .when(move(p3))
      .then([]));
  it('activation refuses a package whose Accelerator with hours has left', () => {
    spec([offered, accepted])
      .when({ type: 'ActivatePackage', notes: null, paymentConfirmed: true, inactivePartners: [p2], now })
      .thenError({ code: 'InactivePartner', partnerIds: [p2] });
    // Once their hours moved on, the package can start.
    spec([offered, accepted, moved(p3, 10)])
      .when({ type: 'ActivatePackage', notes: null, paymentConfirmed: true, inactivePartners: [p1], now })
      .then([activated]);
  });
});
