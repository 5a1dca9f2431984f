import { allOf } from '../../lib/all-of';
import type { ArchiveEventType } from '../../modules/archive/contract';
import type { CalendarEventType } from '../../modules/calendar/contract';
import { identityEventTypes, type IdentityEventType, type MfaEventType } from '../../modules/identity/contract';
import type {
  BillingAddressEventType,
  DatevEventType,
  DunningSettingsEventType,
  FirmEventType,
  InvoiceEventType,
  SequenceEventType,
} from '../../modules/invoicing/contract';
import type { MeetingEventType } from '../../modules/meetings/contract';
import type { MilestonePlanEventType, MilestoneTemplateEventType } from '../../modules/milestones/contract';
import type { NotesEventType } from '../../modules/notes/contract';
import type { TasksEventType } from '../../modules/tasks/contract';
import type { FilesEventType } from '../../modules/files/contract';
import type { MessagesEventType } from '../../modules/messages/contract';
import type { OnboardingEventType } from '../../modules/onboarding/contract';
import {
  userPackageEventTypes,
  type PackageTemplateEventType,
  type UserPackageEventType,
} from '../../modules/packages/contract';
import type { PartnersEventType } from '../../modules/partners/contract';
import type { PaymentSettingsEventType, StatementLineEventType } from '../../modules/payments/contract';
import type { AvailabilityEventType, BusySourcesEventType, PolicyEventType } from '../../modules/scheduling/contract';
import type { SepaEventType } from '../../modules/sepa/contract';
import type {
  BillingDataEventType,
  FeeSequenceEventType,
  FeeTermsEventType,
  PayoutEventType,
  StatementEventType,
} from '../../modules/fees/contract';

/** Every event type of every module (their contracts' unions): a refresh rule can name no other. */
export type EventType =
  | ArchiveEventType
  | CalendarEventType
  | IdentityEventType
  | MfaEventType
  | DatevEventType
  | DunningSettingsEventType
  | BillingAddressEventType
  | FirmEventType
  | InvoiceEventType
  | SequenceEventType
  | MeetingEventType
  | MilestonePlanEventType
  | MilestoneTemplateEventType
  | NotesEventType
  | TasksEventType
  | FilesEventType
  | MessagesEventType
  | OnboardingEventType
  | PackageTemplateEventType
  | UserPackageEventType
  | PartnersEventType
  | PaymentSettingsEventType
  | StatementLineEventType
  | AvailabilityEventType
  | BusySourcesEventType
  | PolicyEventType
  | SepaEventType
  | FeeTermsEventType
  | BillingDataEventType
  | StatementEventType
  | FeeSequenceEventType
  | PayoutEventType;

/** All types of a union, written out once: the record must name each one, and only those (`lib/all-of.ts`). */
const every = <T extends EventType>(types: Record<T, true>): T[] => [...allOf(types)];

// Groups that several features' declarations share, each named by what the events mean.

export const identityEvents: IdentityEventType[] = [...identityEventTypes];
/** A password or its links: no list shows them (a reset link asked for by anyone must not refresh every admin's lists). */
const passwordEvents: IdentityEventType[] = [
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordReset',
  'PasswordSetupRequested',
];
export const mfaEvents = every<MfaEventType>({ MfaEnabled: true, MfaDisabled: true, RecoveryCodeUsed: true });
/** What the lists of accounts show changes: registered, profile, partner type, deleted, deactivated, reactivated. */
export const accountListEvents: EventType[] = identityEvents.filter((t) => !passwordEvents.includes(t));

/** Meetings as every list shows them; a sent reminder shows in none (admins hear of it for the audit's live tail). */
export const listedMeetingEvents = every<Exclude<MeetingEventType, 'MeetingReminderSent'>>({
  MeetingPlanned: true,
  MeetingCompleted: true,
  MeetingCancelled: true,
  MeetingNotHeld: true,
  MeetingRescheduled: true,
  MeetingHandedOver: true,
});

export const userPackageEvents: UserPackageEventType[] = [...userPackageEventTypes];
/** The client's current package starts or stops being one: they join or leave the current clients. */
export const joinsOrLeaves: UserPackageEventType[] = [
  'PackageOffered',
  'PackageDeclined',
  'OfferWithdrawn',
  'PackageCompleted',
  'PackageExpired',
  'PackageCancelled',
];
/** A package's status changes (offered, answered, active, over). */
export const statusChanges: UserPackageEventType[] = [...joinsOrLeaves, 'PackageAccepted', 'PackageActivated'];
/** The bookable hours of a client's active package change. */
export const bookableHours: UserPackageEventType[] = [
  'PackageActivated',
  'PackageCompleted',
  'PackageExpired',
  'PackageCancelled',
  'HoursReserved',
  'ReservationReleased',
  'HoursConsumed',
  'AllocationMoved',
];
/** Everything about hours a partner holds in a client's package (a rating is none of theirs). */
export const partnerHours: UserPackageEventType[] = userPackageEvents.filter((t) => t !== 'PackageRated');
