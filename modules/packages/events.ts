import { aggregateStreams } from '../../server/eventstore';

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
export interface TemplateCreated {
  type: 'TemplateCreated';
  data: TemplateData & { isPreset: boolean; presetType: string | null };
}
export interface TemplateUpdated {
  type: 'TemplateUpdated';
  data: TemplateData;
}
export interface TemplateDeleted {
  type: 'TemplateDeleted';
  data: { packageId: string; at: string };
}
export type TemplateEvent = TemplateCreated | TemplateUpdated | TemplateDeleted;

export interface Allocation {
  partnerId: string;
  hours: number;
}

export interface PackageOffered {
  type: 'PackageOffered';
  data: {
    userPackageId: string;
    clientId: string;
    packageId: string;
    name: string;
    description: string | null;
    price: number;
    allocations: Allocation[];
    totalHours: number;
    paymentReference: string | null;
    notes: string | null;
    validityMonths: number;
    at: string;
  };
}
export interface PackageAccepted {
  type: 'PackageAccepted';
  data: {
    userPackageId: string;
    clientId: string;
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
    at: string;
  };
}
export interface PackageDeclined {
  type: 'PackageDeclined';
  data: { userPackageId: string; clientId: string; reason: string | null; at: string };
}
export interface PackageActivated {
  type: 'PackageActivated';
  data: {
    userPackageId: string;
    clientId: string;
    notes: string | null;
    paymentConfirmed: true;
    activatedAt: string;
    expiresAt: string;
    at: string;
  };
}
export interface PackageCompleted {
  type: 'PackageCompleted';
  data: { userPackageId: string; clientId: string; at: string };
}
export interface PackageExpired {
  type: 'PackageExpired';
  data: { userPackageId: string; clientId: string; at: string };
}
export interface HoursReserved {
  type: 'HoursReserved';
  data: { userPackageId: string; clientId: string; partnerId: string; meetingId: string; hours: number; at: string };
}
export interface ReservationReleased {
  type: 'ReservationReleased';
  data: { userPackageId: string; clientId: string; partnerId: string; meetingId: string; hours: number; at: string };
}
export interface HoursConsumed {
  type: 'HoursConsumed';
  data: { userPackageId: string; clientId: string; partnerId: string; meetingId: string; hours: number; at: string };
}
export interface PackageRated {
  type: 'PackageRated';
  data: { userPackageId: string; clientId: string; rating: number; comment: string | null; at: string };
}
export type UserPackageEvent =
  | PackageRated
  | PackageOffered
  | PackageAccepted
  | PackageDeclined
  | PackageActivated
  | PackageCompleted
  | PackageExpired
  | HoursReserved
  | ReservationReleased
  | HoursConsumed;

export const templateEventTypes: readonly TemplateEvent['type'][] = [
  'TemplateCreated',
  'TemplateUpdated',
  'TemplateDeleted',
];
export const userPackageEventTypes: readonly UserPackageEvent['type'][] = [
  'PackageOffered',
  'PackageAccepted',
  'PackageDeclined',
  'PackageActivated',
  'PackageCompleted',
  'PackageExpired',
  'HoursReserved',
  'ReservationReleased',
  'HoursConsumed',
  'PackageRated',
];

export const templateStreams = aggregateStreams('packages', 'template');
export const userPackageStreams = aggregateStreams('packages', 'user-package');
export const toUserPackageStreamId = userPackageStreams.toStreamId;
