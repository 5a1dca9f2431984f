import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';

// Events of the packages module: templates (what the firm offers) and user packages (what a
// client holds, with its hours ledger per partner allocation).

export interface TemplatePartnerData {
  partnerId: string;
  hours: number;
  description: string | null;
}

/** What a template's created and updated events say of it. */
export interface TemplateData {
  packageId: string;
  name: string;
  description: string | null;
  price: number | null;
  totalHours: number;
  active: boolean;
  partners: TemplatePartnerData[];
  at: string;
}
export type TemplateCreated = NewEvent<
  'TemplateCreated',
  TemplateData & { isPreset: boolean; presetType: string | null }
>;
export type TemplateUpdated = NewEvent<'TemplateUpdated', TemplateData>;
export type TemplateDeleted = NewEvent<'TemplateDeleted', { packageId: string; at: string }>;
export type TemplateEvent = TemplateCreated | TemplateUpdated | TemplateDeleted;

export interface Allocation {
  partnerId: string;
  hours: number;
}

/** Who an event of a user package concerns; every one of them says it. */
interface UserPackageFact {
  userPackageId: string;
  clientId: string;
  at: string;
}

/** The hours of one meeting moving on its partner's allocation: reserved, released or consumed. */
export interface HoursMoved extends UserPackageFact {
  partnerId: string;
  meetingId: string;
  hours: number;
}

export type PackageOffered = NewEvent<
  'PackageOffered',
  UserPackageFact & {
    packageId: string;
    name: string;
    description: string | null;
    price: number;
    allocations: Allocation[];
    totalHours: number;
    paymentReference: string | null;
    notes: string | null;
    validityMonths: number;
    /** the open offer this one corrects and replaces (issue 32) */
    correctsUserPackageId?: string;
  }
>;
export type PackageAccepted = NewEvent<
  'PackageAccepted',
  UserPackageFact & {
    ip: string | null;
    userAgent: string | null;
    terms: {
      name: string;
      price: number;
      totalHours: number;
      allocations: Allocation[];
      validityMonths: number;
      paymentReference: string | null;
    };
  }
>;
export type PackageDeclined = NewEvent<'PackageDeclined', UserPackageFact & { reason: string | null }>;
export type PackageActivated = NewEvent<
  'PackageActivated',
  UserPackageFact & { notes: string | null; paymentConfirmed: true; activatedAt: string; expiresAt: string }
>;
export type PackageCompleted = NewEvent<'PackageCompleted', UserPackageFact>;
export type PackageExpired = NewEvent<'PackageExpired', UserPackageFact>;
/**
 * An admin cancelled the package (a reason given), or the client deleted their account
 * (`accountDeleted`; the reason, sealed with the erased client's key, then reads 'gelöscht').
 */
export type PackageCancelled = NewEvent<
  'PackageCancelled',
  UserPackageFact & { reason: string; accountDeleted: boolean }
>;
/**
 * The admin took back an offer the client had not accepted yet (it binds nobody): not an end of
 * a package (no meetings, no hours), so not a `PackageEnded`.
 */
export type OfferWithdrawn = NewEvent<
  'OfferWithdrawn',
  /** `replacedByUserPackageId`: a correction (issue 32) offered in the same step; the client hears of that one only. */
  UserPackageFact & { replacedByUserPackageId?: string }
>;
/** The package ended: completed, cancelled or expired. Its planned meetings end with it. */
export type PackageEnded = PackageCompleted | PackageCancelled | PackageExpired;
/** `startsAt`: the meeting's start (missing in reservations made before it was recorded). */
export type HoursReserved = NewEvent<'HoursReserved', HoursMoved & { startsAt?: string }>;
export type ReservationReleased = NewEvent<'ReservationReleased', HoursMoved>;
/** `lateCancellation`: charged for a meeting the client cancelled inside the firm's notice (issue 19). */
export type HoursConsumed = NewEvent<'HoursConsumed', HoursMoved & { lateCancellation?: boolean }>;
/**
 * An Accelerator left (or is replaced): what remained of their hours in the package moved to
 * another one (`toPartnerId`), with the reservations of the meetings handed over with them, or was
 * released (`toPartnerId` null: the package holds that many hours less). What they delivered stays
 * theirs. `reserved`: the reserved hours among `hours`.
 */
export type AllocationMoved = NewEvent<
  'AllocationMoved',
  UserPackageFact & { fromPartnerId: string; toPartnerId: string | null; hours: number; reserved: number }
>;
export type PackageRated = NewEvent<'PackageRated', UserPackageFact & { rating: number; comment: string | null }>;
export type UserPackageEvent =
  | PackageRated
  | PackageOffered
  | PackageAccepted
  | PackageDeclined
  | OfferWithdrawn
  | PackageActivated
  | PackageCompleted
  | PackageExpired
  | PackageCancelled
  | HoursReserved
  | ReservationReleased
  | HoursConsumed
  | AllocationMoved;

export const templateEventTypes = allOf<TemplateEvent['type']>({
  TemplateCreated: true,
  TemplateUpdated: true,
  TemplateDeleted: true,
});
// The list lives beside the contract, so the web's refresh declarations read the same one.
export { userPackageEventTypes } from './event-types';

export const templateStreams = aggregateStreams('packages', 'template');
export const userPackageStreams = aggregateStreams('packages', 'user-package');
export const toUserPackageStreamId = userPackageStreams.toStreamId;
