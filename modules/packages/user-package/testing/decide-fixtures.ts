/** Given-facts for the user-package decider's unit tests (offer, acceptance, activation, reservations). */
import { at, now, specOf } from '../../../../server/testing/decider-spec';
import type { UserPackageEvent } from '../../events';
import type { UserPackageCommand } from '../command';
import { userPackageDecider } from '../decide';

export const id = 'up-1';
export const client = 'client-1';
export const p1 = 'partner-1';
export const p2 = 'partner-2';
export const spec = specOf(userPackageDecider, id);

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
export const offer = (over: Partial<OfferPackage> = {}): UserPackageCommand => ({
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
export const offered: Extract<UserPackageEvent, { type: 'PackageOffered' }> = {
  type: 'PackageOffered',
  data: { ...offeredPackage, totalHours: 15, at },
};
/** An offer with `over` changed is refused with `error`. */
export const refusedOffer = (over: Partial<OfferPackage>, error: object) => spec([]).when(offer(over)).thenError(error);
export const activated: Extract<UserPackageEvent, { type: 'PackageActivated' }> = {
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
export const accepted: Extract<UserPackageEvent, { type: 'PackageAccepted' }> = {
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
export const tomorrow = new Date(now.getTime() + 24 * 3600_000);
export const reserved = (
  meetingId: string,
  hours: number,
  partnerId = p1,
  startsAt = tomorrow,
): Extract<UserPackageEvent, { type: 'HoursReserved' }> => ({
  type: 'HoursReserved',
  data: { userPackageId: id, clientId: client, partnerId, meetingId, hours, startsAt: startsAt.toISOString(), at },
});
