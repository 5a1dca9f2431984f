import { describe, expect, it } from 'vitest';
import { at, now } from '../../../server/testing/decider-spec';
import type { UserPackageEvent } from '../events';
import { evolveUserPackage, initialUserPackageState } from './state';
import type { UserPackageCommand } from './command';
import { decideUserPackage } from './decide';
import { id, client, p1, p2, spec, offer, offered, refusedOffer, activated, accepted } from './testing/decide-fixtures';

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
