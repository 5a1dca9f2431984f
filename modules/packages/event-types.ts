import { allOf } from '../../lib/all-of';
import type { UserPackageEvent } from './events';

/** Every event type of a client's package (isomorphic: the web's refresh declarations read it through the contract). */
export const userPackageEventTypes = allOf<UserPackageEvent['type']>({
  PackageOffered: true,
  PackageAccepted: true,
  PackageDeclined: true,
  OfferWithdrawn: true,
  PackageActivated: true,
  PackageCompleted: true,
  PackageExpired: true,
  PackageCancelled: true,
  HoursReserved: true,
  ReservationReleased: true,
  HoursConsumed: true,
  PackageRated: true,
  AllocationMoved: true,
});
