import { isVisible } from '../../../lib/german/text';
import { addBerlinMonths } from '../../../lib/german/time';
import type { UserPackageStatus } from '../contract';
import type { Allocation, UserPackageEvent } from '../events';

/** What an admin offers a client: the package, its hours per partner, and how it starts. */
export interface OfferTerms {
  name: string;
  description: string | null;
  price: number;
  allocations: Allocation[];
  paymentReference: string | null;
  notes: string | null;
  activateImmediately: boolean;
  paymentConfirmed: boolean;
}

export type UserPackageCommand =
  | ({
      type: 'OfferPackage';
      userPackageId: string;
      clientId: string;
      /** role of the client's account, null if there is none */
      clientRole: string | null;
      clientHasPendingPackage: boolean;
      /** allocated ids that are not (active) partners */
      unknownPartners: string[];
      packageId: string;
      validityMonths: number;
      /** a correction: the open offer it replaces, withdrawn in the same step */
      corrects?: string;
      now: Date;
    } & OfferTerms)
  | { type: 'AcceptPackage'; actorId: string; ip: string | null; userAgent: string | null; now: Date }
  | { type: 'DeclinePackage'; actorId: string; reason: string | null; now: Date }
  /**
   * The admin takes back an offer the client has not accepted yet; `replacedBy` when a corrected
   * offer to the same client replaces it in the same step (issue 32).
   */
  | { type: 'WithdrawOffer'; replacedBy?: { userPackageId: string; clientId: string }; now: Date }
  /** `inactivePartners`: the package's partners whose accounts are deactivated, read by the handler. */
  | {
      type: 'ActivatePackage';
      notes: string | null;
      paymentConfirmed: boolean;
      inactivePartners: string[];
      now: Date;
    }
  /**
   * An Accelerator leaves the package: their remaining hours go to `toPartnerId` (with the
   * reservations of the meetings handed over to them) or are released (null). `targetActive`: the
   * target's account is an active partner, read by the handler.
   */
  | { type: 'MoveAllocation'; fromPartnerId: string; toPartnerId: string | null; targetActive: boolean; now: Date }
  | { type: 'CompletePackage'; now: Date }
  | { type: 'ExpirePackage'; now: Date }
  /** An admin's cancellation (reason required), or the client's account deletion. */
  | { type: 'CancelPackage'; reason: string; accountDeleted: boolean; now: Date }
  | {
      type: 'ReserveHours';
      partnerId: string;
      meetingId: string;
      hours: number;
      /** the meeting's start and end: it must lie within the package's validity */
      startsAt: Date;
      endsAt: Date;
      now: Date;
    }
  | { type: 'ReleaseReservation'; meetingId: string; now: Date }
  /** A planned meeting moved (and perhaps got longer or shorter): its reservation follows, by the same rules. */
  | { type: 'MoveReservation'; meetingId: string; hours: number; startsAt: Date; endsAt: Date; now: Date }
  /** `lateCancellation`: the client cancelled inside the notice; the hours count as used (issue 19). */
  | { type: 'ConsumeHours'; meetingId: string; lateCancellation?: boolean; now: Date }
  | { type: 'RatePackage'; actorId: string; rating: number; comment: string | null; now: Date };

export type UserPackageError =
  | { code: 'PackageExists' }
  | { code: 'NotAClient' }
  | { code: 'PendingPackageExists' }
  | { code: 'InvalidOffer'; reason: 'name' | 'price' | 'noAllocation' | 'hours' | 'duplicatePartner' }
  | { code: 'UnknownPartner'; partnerIds: string[] }
  | { code: 'PaymentNotConfirmed' }
  | { code: 'PackageNotFound' }
  | { code: 'NotYourPackage' }
  | { code: 'WrongStatus'; status: UserPackageStatus | 'none' }
  | { code: 'OfferBinding' }
  | { code: 'CorrectionForOtherClient' }
  | { code: 'NotDueToExpire' }
  | { code: 'ReasonRequired' }
  | { code: 'OverdueMeetings'; count: number }
  | { code: 'PackageEnded' }
  | { code: 'OutsideValidity'; validFrom: string; validUntil: string }
  | { code: 'PartnerNotAllocated' }
  | { code: 'InsufficientHours'; available: number; wanted: number }
  | { code: 'NoReservation' }
  | { code: 'InactivePartner'; partnerIds: string[] }
  | { code: 'SamePartner' }
  | { code: 'SuccessorNotActive' }
  | { code: 'NothingLeftToPlan' }
  | { code: 'MeetingsPlanned'; count: number }
  | { code: 'AlreadyRated' }
  | { code: 'InvalidRating' };

/** The activation event: from now, for the package's validity in Berlin months. */
export function activation(
  state: { validityMonths: number },
  userPackageId: string,
  clientId: string,
  notes: string | null,
  now: Date,
): UserPackageEvent {
  const at = now.toISOString();
  return {
    type: 'PackageActivated',
    data: {
      userPackageId,
      clientId,
      notes,
      paymentConfirmed: true,
      activatedAt: at,
      // Months on Berlin's calendar and clock: a package activated on 1 March 00:30 runs to 1 April 00:30.
      expiresAt: addBerlinMonths(now, state.validityMonths).toISOString(),
      at,
    },
  };
}

/** The rule an offer breaks on its own, before the package's state is asked. */
export function validateOffer(c: Extract<UserPackageCommand, { type: 'OfferPackage' }>): UserPackageError | null {
  if (c.clientRole !== 'user') return { code: 'NotAClient' };
  if (!isVisible(c.name)) return { code: 'InvalidOffer', reason: 'name' };
  if (!(c.price > 0)) return { code: 'InvalidOffer', reason: 'price' };
  if (c.allocations.length === 0) return { code: 'InvalidOffer', reason: 'noAllocation' };
  if (c.allocations.some((a) => !Number.isInteger(a.hours) || a.hours < 1))
    return { code: 'InvalidOffer', reason: 'hours' };
  if (new Set(c.allocations.map((a) => a.partnerId)).size !== c.allocations.length)
    return { code: 'InvalidOffer', reason: 'duplicatePartner' };
  if (c.unknownPartners.length) return { code: 'UnknownPartner', partnerIds: c.unknownPartners };
  if (c.clientHasPendingPackage) return { code: 'PendingPackageExists' };
  if (c.activateImmediately && !c.paymentConfirmed) return { code: 'PaymentNotConfirmed' };
  return null;
}
