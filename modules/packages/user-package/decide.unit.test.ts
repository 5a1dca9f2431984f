import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../../server/testing/decider-spec';
import type { UserPackageEvent } from '../events';
import { availableHours, evolveUserPackage, initialUserPackageState } from './state';
import type { UserPackageCommand } from './command';
import { decideUserPackage, userPackageDecider } from './decide';

const id = 'up-1';
const client = 'client-1';
const p1 = 'partner-1';
const p2 = 'partner-2';
const spec = specOf(userPackageDecider, id);

/** What the offer and the event it causes both say of the package. */
const offeredPackage = {
  userPackageId: id,
  clientId: client,
  packageId: 'pkg-1',
  name: 'Wachstum',
  description: null,
  price: 4800,
  allocations: [
    { partnerId: p1, hours: 10 },
    { partnerId: p2, hours: 5 },
  ],
  paymentReference: 'RE-1',
  notes: null,
  validityMonths: 12,
};
type OfferPackage = Extract<UserPackageCommand, { type: 'OfferPackage' }>;
const offer = (over: Partial<OfferPackage> = {}): UserPackageCommand => ({
  type: 'OfferPackage',
  ...offeredPackage,
  clientRole: 'user',
  clientHasPendingPackage: false,
  unknownPartners: [],
  activateImmediately: false,
  paymentConfirmed: false,
  now,
  ...over,
});
const offered: UserPackageEvent = {
  type: 'PackageOffered',
  data: { ...offeredPackage, totalHours: 15, at },
};
/** An offer with `over` changed is refused with `error`. */
const refusedOffer = (over: Partial<OfferPackage>, error: object) => spec([]).when(offer(over)).thenError(error);
const activated: UserPackageEvent = {
  type: 'PackageActivated',
  data: {
    userPackageId: id,
    clientId: client,
    notes: null,
    paymentConfirmed: true,
    activatedAt: at,
    expiresAt: '2027-03-12T13:05:00.000Z',
    at,
  },
};
const accepted: UserPackageEvent = {
  type: 'PackageAccepted',
  data: {
    userPackageId: id,
    clientId: client,
    ip: '1.2.3.4',
    userAgent: 'UA',
    terms: {
      name: 'Wachstum',
      price: 4800,
      totalHours: 15,
      allocations: offered.data.allocations as never,
      validityMonths: 12,
      paymentReference: 'RE-1',
    },
    at,
  },
};
/** A meeting's start one day after `now` (inside the package's year). */
const tomorrow = new Date(now.getTime() + 24 * 3600_000);
const reserved = (meetingId: string, hours: number, partnerId = p1, startsAt = tomorrow): UserPackageEvent => ({
  type: 'HoursReserved',
  data: { userPackageId: id, clientId: client, partnerId, meetingId, hours, startsAt: startsAt.toISOString(), at },
});

describe('offer', () => {
  it('offers a package whose hours are the sum of its allocations', () => spec([]).when(offer()).then([offered]));
  it('activates at once when asked, with payment confirmed', () =>
    spec([])
      .when(offer({ activateImmediately: true, paymentConfirmed: true }))
      .then([offered, activated]));
  it('refuses to activate at once without payment confirmation', () =>
    refusedOffer({ activateImmediately: true }, { code: 'PaymentNotConfirmed' }));
  it('only offers to clients (role user)', () => {
    refusedOffer({ clientRole: 'partner' }, { code: 'NotAClient' });
    refusedOffer({ clientRole: null }, { code: 'NotAClient' });
  });
  it('a client holds at most one pending package', () =>
    refusedOffer({ clientHasPendingPackage: true }, { code: 'PendingPackageExists' }));
  it('needs a name, a price above 0 and at least one allocation of whole hours >= 1, each partner once', () => {
    refusedOffer({ name: ' ' }, { code: 'InvalidOffer', reason: 'name' });
    refusedOffer({ name: '\u200b\u2060' }, { code: 'InvalidOffer', reason: 'name' });
    refusedOffer({ price: 0 }, { code: 'InvalidOffer', reason: 'price' });
    refusedOffer({ price: NaN }, { code: 'InvalidOffer', reason: 'price' });
    refusedOffer({ allocations: [] }, { code: 'InvalidOffer', reason: 'noAllocation' });
    refusedOffer({ allocations: [{ partnerId: p1, hours: 0 }] }, { code: 'InvalidOffer', reason: 'hours' });
    refusedOffer({ allocations: [{ partnerId: p1, hours: 1.5 }] }, { code: 'InvalidOffer', reason: 'hours' });
    spec([])
      .when(
        offer({
          allocations: [
            { partnerId: p1, hours: 2 },
            { partnerId: p1, hours: 3 },
          ],
        }),
      )
      .thenError({ code: 'InvalidOffer', reason: 'duplicatePartner' });
  });
  it('allocates only to partners', () =>
    refusedOffer({ unknownPartners: [p2] }, { code: 'UnknownPartner', partnerIds: [p2] }));
  it('cannot offer the same user package twice (create-once)', () =>
    spec([offered]).when(offer()).thenError({ code: 'PackageExists' }));
});

describe('acceptance, decline, activation, completion, expiry', () => {
  it('the client accepts bindingly, with time, IP, user agent and a snapshot of the terms', () =>
    spec([offered])
      .when({ type: 'AcceptPackage', actorId: client, ip: '1.2.3.4', userAgent: 'UA', now })
      .then([accepted]));
  it('nobody else accepts, and nothing is accepted twice', () => {
    spec([offered])
      .when({ type: 'AcceptPackage', actorId: 'someone', ip: null, userAgent: null, now })
      .thenError({ code: 'NotYourPackage' });
    spec([offered, accepted])
      .when({ type: 'AcceptPackage', actorId: client, ip: null, userAgent: null, now })
      .thenError({ code: 'WrongStatus', status: 'pending_activation' });
  });
  it('the client may decline while the offer is open, not after accepting', () => {
    spec([offered])
      .when({ type: 'DeclinePackage', actorId: client, reason: 'zu teuer', now })
      .then([{ type: 'PackageDeclined', data: { userPackageId: id, clientId: client, reason: 'zu teuer', at } }]);
    spec([offered, accepted])
      .when({ type: 'DeclinePackage', actorId: client, reason: null, now })
      .thenError({ code: 'WrongStatus', status: 'pending_activation' });
  });
  it('activation needs payment confirmation, is allowed before acceptance, and runs 12 months', () => {
    spec([offered, accepted])
      .when({ type: 'ActivatePackage', notes: null, paymentConfirmed: true, inactivePartners: [], now })
      .then([activated]);
    spec([offered])
      .when({ type: 'ActivatePackage', notes: null, paymentConfirmed: true, inactivePartners: [], now })
      .then([activated]);
    spec([offered])
      .when({ type: 'ActivatePackage', notes: null, paymentConfirmed: false, inactivePartners: [], now })
      .thenError({ code: 'PaymentNotConfirmed' });
    spec([offered, activated])
      .when({ type: 'ActivatePackage', notes: null, paymentConfirmed: true, inactivePartners: [], now })
      .thenError({ code: 'WrongStatus', status: 'active' });
  });
  it('an offer may run for other than 12 months', () => {
    const six = { ...offered, data: { ...offered.data, validityMonths: 6 } } as UserPackageEvent;
    const r = decideUserPackage(
      { type: 'ActivatePackage', notes: null, paymentConfirmed: true, inactivePartners: [], now },
      [six].reduce(evolveUserPackage, initialUserPackageState()),
      id,
    );
    // Activated 12 March 14:05 winter time: runs to 12 September 14:05 summer time (12:05 UTC).
    expect(r).toMatchObject([{ data: { expiresAt: '2026-09-12T12:05:00.000Z' } }]);
  });
  it('completes only an active package', () => {
    spec([offered, activated])
      .when({ type: 'CompletePackage', now })
      .then([{ type: 'PackageCompleted', data: { userPackageId: id, clientId: client, at } }]);
    spec([offered])
      .when({ type: 'CompletePackage', now })
      .thenError({ code: 'WrongStatus', status: 'pending_acceptance' });
  });
  it('expires an active package only once its date has passed', () => {
    spec([offered, activated]).when({ type: 'ExpirePackage', now }).thenError({ code: 'NotDueToExpire' });
    const later = new Date('2027-03-12T13:05:00Z');
    spec([offered, activated])
      .when({ type: 'ExpirePackage', now: later })
      .then([{ type: 'PackageExpired', data: { userPackageId: id, clientId: client, at: later.toISOString() } }]);
  });
  it('runs for calendar months on Berlin’s calendar and clock, to the month end when the day does not exist', () => {
    const runsTo = (activatedAt: string, validityMonths: number, expiresAt: string) =>
      spec([{ ...offered, data: { ...offered.data, validityMonths } }])
        .when({
          type: 'ActivatePackage',
          notes: null,
          paymentConfirmed: true,
          inactivePartners: [],
          now: new Date(activatedAt),
        })
        .then([{ ...activated, data: { ...activated.data, activatedAt, expiresAt, at: activatedAt } }]);
    runsTo('2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z');
    // 1 March 00:30 in Berlin is still 28 February in UTC: one month runs to 1 April 00:30, not 29 March.
    runsTo('2026-02-28T23:30:00.000Z', 1, '2026-03-31T22:30:00.000Z');
    // 1 May 10:00 summer time + 6 months: 1 November 10:00 winter time, not an hour earlier.
    runsTo('2026-05-01T08:00:00.000Z', 6, '2026-11-01T09:00:00.000Z');
  });
});

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

describe('withdrawing an offer (issue 15)', () => {
  const withdraw: UserPackageCommand = { type: 'WithdrawOffer', now };
  const withdrawn: UserPackageEvent = { type: 'OfferWithdrawn', data: { userPackageId: id, clientId: client, at } };
  it('the admin withdraws an offer the client has not accepted yet', () =>
    spec([offered]).when(withdraw).then([withdrawn]));
  it('an accepted offer binds: no withdrawal once accepted or active (that is a cancellation with a reason)', () => {
    spec([offered, accepted]).when(withdraw).thenError({ code: 'OfferBinding' });
    spec([offered, activated]).when(withdraw).thenError({ code: 'OfferBinding' });
  });
  it('a withdrawn offer is over: not withdrawn twice, not accepted, activated or cancelled', () => {
    const wrong = { code: 'WrongStatus', status: 'withdrawn' };
    spec([offered, withdrawn]).when(withdraw).thenError(wrong);
    spec([offered, withdrawn])
      .when({ type: 'AcceptPackage', actorId: client, ip: null, userAgent: null, now })
      .thenError(wrong);
    spec([offered, withdrawn])
      .when({ type: 'ActivatePackage', notes: null, paymentConfirmed: true, inactivePartners: [], now })
      .thenError(wrong);
    spec([offered, withdrawn])
      .when({ type: 'CancelPackage', reason: 'x', accountDeleted: false, now })
      .thenError(wrong);
  });
  it('a declined offer is not withdrawn', () =>
    spec([offered, { type: 'PackageDeclined', data: { userPackageId: id, clientId: client, reason: null, at } }])
      .when(withdraw)
      .thenError({ code: 'WrongStatus', status: 'cancelled' }));
});

describe("'Korrigieren': a correction replaces an open offer in one step (issue 32)", () => {
  const correct = (clientId = client): UserPackageCommand => ({
    type: 'WithdrawOffer',
    replacedBy: { userPackageId: 'up-2', clientId },
    now,
  });
  it('the offer is withdrawn naming its replacement (so the client is told of the correction only)', () =>
    spec([offered])
      .when(correct())
      .then([
        { type: 'OfferWithdrawn', data: { userPackageId: id, clientId: client, replacedByUserPackageId: 'up-2', at } },
      ]));
  it('a correction goes to the same client; an accepted offer binds and is not corrected', () => {
    spec([offered]).when(correct('client-2')).thenError({ code: 'CorrectionForOtherClient' });
    spec([offered, accepted]).when(correct()).thenError({ code: 'OfferBinding' });
  });
  it('the corrected offer names the one it replaces', () =>
    spec([])
      .when(offer({ corrects: 'up-0' }))
      .then([{ ...offered, data: { ...offered.data, correctsUserPackageId: 'up-0' } } as UserPackageEvent]));
});

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
