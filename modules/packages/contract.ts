import { z } from 'zod';
import { coercedWholeNumber } from '../../lib/whole-number';
import { isVisible, line, optionalLine, optionalText, requiredText } from '../../lib/german/text';
import { germanAmount } from '../../lib/german/number';
import { billingAddressRequest } from '../invoicing/contract';
import type { TemplateEvent, UserPackageEvent } from './events';
import type { UserPackageStatus } from './statuses';

// Isomorphic: schemas, labels and query keys of the packages module (the only file web/ imports).

export * from './statuses';
export * from './answers';

/** A client's open packages, pending or active: their current package is the newest of these. */
export const OPEN_STATUSES: readonly UserPackageStatus[] = ['pending_acceptance', 'pending_activation', 'active'];

/** Labels on the client's package (spec 02 §4); anything else shows 'Ausstehend'. */
export const clientStatusLabels: Record<UserPackageStatus, string> = {
  active: 'Aktiv',
  pending_acceptance: 'Annahme ausstehend',
  pending_activation: 'Aktivierung ausstehend',
  expired: 'Abgelaufen',
  completed: 'Abgeschlossen',
  cancelled: 'Ausstehend',
  withdrawn: 'Zurückgezogen',
};

/**
 * The label on the client's package. A cancelled one says how it ended: the client declined the
 * offer (no reason of the firm's: a decline sets none) 'Abgelehnt', the firm cancelled it
 * 'Storniert' (as in the admin list), never 'Ausstehend', which read as if it still waited.
 */
export function clientPackageStatusLabel(status: UserPackageStatus, cancelReason: string | null): string {
  if (status === 'cancelled') return cancelReason ? 'Storniert' : 'Abgelehnt';
  return clientStatusLabels[status];
}

/** Labels in the admin client list (spec 02 §4); no package shows 'Kein Paket'. */
export const adminClientStatusLabels: Record<UserPackageStatus | 'none', string> = {
  active: 'Aktiv',
  expired: 'Abgelaufen',
  completed: 'Abgelaufen',
  pending_acceptance: 'Ausstehend',
  pending_activation: 'Aktivierung ausstehend',
  cancelled: 'Storniert',
  withdrawn: 'Zurückgezogen',
  none: 'Kein Paket',
};

export const packageMessages = {
  pendingPackage: 'This client already has a pending package assignment.',
  pendingPackageGerman: 'Dieser Kunde hat bereits ein austehendes Paket.',
  customPrice: 'Individueller Preis',
  customPriceAdmin: 'Custom',
  lowHours: 'Wenige Stunden übrig',
  loadError: 'Fehler beim Laden der Paketinformationen',
  incomplete: 'Fehler: Unvollständige Paketinformationen',
  allocationInvalid: 'Please select a partner and enter valid hours',
  paymentRequired: 'Payment Confirmation Required - Please confirm that payment has been received',
  createFailed: 'Failed to create and assign package. Please try again.',
  created: 'Paket wurde erfolgreich erstellt und zugewiesen!',
  activated: 'Package has been activated successfully. Client and partners have been notified.',
  activationFailed: 'Failed to activate package. Please try again.',
  allDone: 'Alles erledigt!',
  reasonRequired: 'Bitte geben Sie einen Grund an.',
  cancelled: 'Das Paket wurde storniert. Geplante Meetings wurden abgesagt.',
  cancelFailed: 'Das Paket konnte nicht storniert werden.',
  completed: 'Das Paket wurde abgeschlossen. Geplante Meetings wurden abgesagt.',
  completeFailed: 'Das Paket konnte nicht abgeschlossen werden.',
  corrected: 'Das korrigierte Angebot wurde gesendet; es ersetzt das bisherige. Der Klient erhält eine E-Mail.',
  correctFailed: 'Das Angebot konnte nicht korrigiert werden.',
  correctionOtherClient:
    'Eine Korrektur geht an denselben Klienten. Für einen anderen Klienten ziehen Sie das Angebot zurück und erstellen ein neues.',
  withdrawn: 'Das Angebot wurde zurückgezogen. Der Klient wurde benachrichtigt.',
  withdrawFailed: 'Das Angebot konnte nicht zurückgezogen werden.',
  /** an accepted offer binds: it ends only by a cancellation with a reason */
  offerBinding:
    'Das Angebot wurde bereits angenommen und ist verbindlich. Bitte nutzen Sie „Paket stornieren“ und geben Sie einen Grund an.',
} as const;

/** The reason a package ends with when its client deletes their account. */
export const ACCOUNT_DELETED_REASON = 'Konto gelöscht';

/** Hours below which the client sees the low-hours warning. */
export const LOW_HOURS_THRESHOLD = 5;

/**
 * 'Wenige Stunden übrig' (spec 02 §9: below 5 remaining), of a package or of one Accelerator's
 * allocation alike: only once hours were used. An allocation (or package) that is small from the
 * start (2 of a package's 20 hours) is not running low; it was planned so. The one rule the web's
 * warnings and the server's low-hours mail read.
 */
export function hoursRunLow(hours: { totalHours: number; remainingHours: number }): boolean {
  return hours.remainingHours < LOW_HOURS_THRESHOLD && hours.remainingHours < hours.totalHours;
}
export const DEFAULT_VALIDITY_MONTHS = 12;

// Hours are JSON numbers, not text: "1.000" hours read the English way would be 1. A price may also
// come as text and is read the German way ("1.234,56", "99,90"; lib/german/number.ts), as meant.
const hours = z
  .number({ error: packageMessages.allocationInvalid })
  .int('Stunden müssen eine ganze Zahl sein.')
  .min(1, packageMessages.allocationInvalid)
  .max(1000, 'Höchstens 1000 Stunden.');
const uuid = z.string({ error: 'Ungültige ID.' }).uuid('Ungültige ID.');
const price = germanAmount(
  z
    .number({ error: 'Bitte geben Sie einen Preis ein.' })
    .gt(0, 'Der Preis muss größer als 0 sein.')
    .max(10_000_000, 'Der Preis ist zu hoch.')
    .multipleOf(0.01, 'Höchstens zwei Nachkommastellen.'),
  {
    missing: 'Bitte geben Sie einen Preis ein.',
    invalid: 'Bitte geben Sie den Preis als Zahl in Euro ein, z. B. 1.234,56.',
  },
);

export const partnerAllocation = z.object({ partnerId: uuid, hours });
export type PartnerAllocation = z.infer<typeof partnerAllocation>;
const allocations = z
  .array(partnerAllocation)
  .min(1, 'Bitte ordnen Sie mindestens einen Accelerator zu.')
  .max(20, 'Höchstens 20 Acceleratoren.');

const templatePartner = z.object({ partnerId: uuid, hours, description: optionalText(500) });

/** POST /api/packages and PUT /api/packages/{id}: a package template. */
export const templateRequest = z.object({
  name: line(120).min(1, 'Bitte geben Sie einen Namen ein.').refine(isVisible, 'Bitte geben Sie einen Namen ein.'),
  description: optionalText(2000),
  price: z
    .union([price, z.null()])
    .optional()
    .transform((v) => v ?? null),
  totalHours: z.number().int().min(0).max(10_000).optional(),
  active: z.boolean().optional().default(true),
  partners: z.array(templatePartner).max(20).optional().default([]),
});

/** POST /api/packages/create-and-assign, exactly the payload of spec 02 §7 (+ paymentConfirmed, validityMonths). */
export const createAndAssignRequest = z.object({
  clientId: uuid,
  packageName: line(120)
    .min(1, 'Bitte geben Sie einen Paketnamen ein.')
    .refine(isVisible, 'Bitte geben Sie einen Paketnamen ein.'),
  packageDescription: optionalText(2000),
  customTotalHours: z.number().optional(),
  customPrice: price,
  partnerHours: allocations,
  paymentReference: optionalLine(120),
  notes: optionalText(2000),
  activateImmediately: z.boolean().optional().default(false),
  paymentConfirmed: z.boolean().optional().default(false),
  validityMonths: z.number().int().min(1).max(60).optional(),
});
export type CreateAndAssignRequest = z.input<typeof createAndAssignRequest>;

/**
 * POST /api/packages/{id}/correct (issue 32): the corrected terms of an open offer, to the same
 * client; it replaces the offer in one step and is offered, never activated at once.
 */
export const correctOfferRequest = createAndAssignRequest.omit({ activateImmediately: true, paymentConfirmed: true });
export type CorrectOfferRequest = z.input<typeof correctOfferRequest>;

/** POST /api/packages/assign and /assign-and-activate: offer a template to a client. */
export const assignRequest = z.object({
  clientId: uuid,
  packageId: uuid,
  partnerHours: allocations.optional(),
  price: price.optional(),
  paymentReference: optionalLine(120),
  notes: optionalText(2000),
  paymentConfirmed: z.boolean().optional().default(false),
  validityMonths: z.number().int().min(1).max(60).optional(),
});

/**
 * POST /api/packages/accept: the offer, and the billing address when none is on file yet (the
 * accept dialog asks for it), saved in the same step so the invoice is issued with the acceptance.
 */
export const acceptRequest = z.object({ packageId: uuid, billingAddress: billingAddressRequest.optional() });
export type AcceptRequest = z.infer<typeof acceptRequest>;
/** The billing address an acceptance may carry (invoicing's postal address). */
export type PostalAddress = NonNullable<AcceptRequest['billingAddress']>;
export const rateRequest = z.object({
  rating: coercedWholeNumber(1, 5, 'Bitte wählen Sie 1 bis 5 Sterne.'),
  comment: optionalText(1000),
});
export const declineRequest = z.object({ packageId: uuid, reason: optionalText(2000) });
/** POST /api/packages/{id}/cancel: an admin ends a pending or active package, saying why. */
export const cancelPackageRequest = z.object({
  reason: requiredText(500, packageMessages.reasonRequired).refine(isVisible, packageMessages.reasonRequired),
});
export const activateRequest = z.object({
  notes: optionalText(2000),
  paymentConfirmed: z.literal(true, { error: packageMessages.paymentRequired }),
});

export const packageKeys = {
  all: ['packages'] as const,
  templates: ['packages', 'templates'] as const,
  mine: ['packages', 'mine'] as const,
  ofUser: (userId: string) => ['packages', 'user', userId] as const,
  pending: ['packages', 'pending'] as const,
  stats: ['packages', 'stats'] as const,
  withoutPackage: ['packages', 'clients-without-package'] as const,
};

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type PackageTemplateEventType = TemplateEvent['type'];
export type UserPackageEventType = UserPackageEvent['type'];
export { userPackageEventTypes } from './event-types';
