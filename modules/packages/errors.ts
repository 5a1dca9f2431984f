import { notFoundAs, reasonRequired, type ErrorTable } from '../../server/http/domain-errors';
import { formatDateTime, hoursText } from '../../lib/german/format';
import { clientStatusLabels, packageMessages } from './contract';
import type { TemplateError } from './decide-template';
import type { UserPackageError } from './user-package';

type PackagesError = UserPackageError | TemplateError;

const invalidOffer: Record<string, string> = {
  name: 'Bitte geben Sie einen Paketnamen ein.',
  price: 'Der Preis muss größer als 0 sein.',
  noAllocation: 'Bitte ordnen Sie mindestens einen Accelerator zu.',
  hours: packageMessages.allocationInvalid,
  duplicatePartner: 'Jeder Accelerator kann nur einmal zugeordnet werden.',
};

const notFound = 'Paket nicht gefunden.';
/** Status names in messages: the client's labels, except that a cancelled package says so. */
const statusNames = { ...clientStatusLabels, cancelled: 'Storniert' };
const formatHours = (h: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(h);

/** Each broken package rule as the answer the spec asks for (status, German message, code). */
export const packagesErrors: ErrorTable<PackagesError> = {
  PendingPackageExists: [400, packageMessages.pendingPackage, 'PENDING_PACKAGE'],
  NotAClient: [400, 'Der ausgewählte Benutzer ist kein Klient.', 'NOT_A_CLIENT'],
  InvalidOffer: [400, (e) => invalidOffer[e.reason] ?? 'Ungültiges Angebot.', 'INVALID_OFFER'],
  UnknownPartner: [
    400,
    'Mindestens ein ausgewählter Accelerator existiert nicht oder ist nicht mehr aktiv.',
    'UNKNOWN_PARTNER',
  ],
  PaymentNotConfirmed: [400, packageMessages.paymentRequired, 'PAYMENT_NOT_CONFIRMED'],
  PackageNotFound: notFoundAs(notFound),
  NotYourPackage: notFoundAs(notFound),
  TemplateNotFound: notFoundAs(notFound),
  WrongStatus: [
    409,
    (e) =>
      `Das Paket ist ${e.status === 'none' ? 'nicht vorhanden' : `im Status „${statusNames[e.status]}“`} und kann so nicht geändert werden.`,
    'WRONG_STATUS',
  ],
  OfferBinding: [409, packageMessages.offerBinding, 'OFFER_BINDING'],
  CorrectionForOtherClient: [400, packageMessages.correctionOtherClient, 'CORRECTION_OTHER_CLIENT'],
  NotDueToExpire: [409, 'Das Paket ist noch nicht abgelaufen.', 'NOT_DUE'],
  ReasonRequired: reasonRequired(packageMessages.reasonRequired),
  OverdueMeetings: [
    409,
    (e) =>
      `Das Paket hat noch ${e.count === 1 ? 'ein überfälliges Meeting' : `${e.count} überfällige Meetings`} (Termin vorbei, nicht abgeschlossen). Bitte schließen Sie ${e.count === 1 ? 'es' : 'sie'} zuerst ab oder markieren Sie ${e.count === 1 ? 'es' : 'sie'} als „Nicht stattgefunden“.`,
    'OVERDUE_MEETINGS',
  ],
  PackageEnded: [
    409,
    'Das Paket ist beendet; Meetings dieses Pakets können nicht mehr abgeschlossen werden.',
    'PACKAGE_ENDED',
  ],
  OutsideValidity: [
    400,
    (e) =>
      `Der Termin liegt außerhalb der Laufzeit des Pakets (${formatDateTime(e.validFrom)} Uhr bis ${formatDateTime(e.validUntil)} Uhr).`,
    'OUTSIDE_VALIDITY',
  ],
  PartnerNotAllocated: [
    400,
    'Diesem Accelerator sind in diesem Paket keine Stunden zugeordnet.',
    'PARTNER_NOT_ALLOCATED',
  ],
  InsufficientHours: [
    400,
    (e) => `Nicht genügend Stunden: nur ${hoursText(e.available)} verfügbar, ${formatHours(e.wanted)} benötigt.`,
    'INSUFFICIENT_HOURS',
  ],
  NoReservation: [409, 'Für dieses Meeting sind keine Stunden reserviert.', 'NO_RESERVATION'],
  InactivePartner: [
    409,
    'Mindestens ein zugeordneter Accelerator ist nicht mehr aktiv. Bitte übertragen Sie seine Stunden zuerst auf einen aktiven Accelerator.',
    'INACTIVE_PARTNER',
  ],
  SamePartner: [400, 'Bitte wählen Sie einen anderen Accelerator.', 'SAME_PARTNER'],
  SuccessorNotActive: [400, 'Der gewählte Nachfolger ist kein aktiver Accelerator.', 'SUCCESSOR_NOT_ACTIVE'],
  NothingLeftToPlan: [
    409,
    'Ohne diese Stunden bliebe im Paket nichts mehr zu planen. Bitte übertragen Sie sie an einen anderen Accelerator, oder schließen Sie das Paket ab, stornieren Sie es oder ziehen Sie das Angebot zurück.',
    'NOTHING_LEFT_TO_PLAN',
  ],
  MeetingsPlanned: [
    409,
    (e) =>
      `Der Accelerator hat in diesem Paket noch ${e.count === 1 ? 'ein geplantes Meeting' : `${e.count} geplante Meetings`}. Bitte sagen Sie ${e.count === 1 ? 'es' : 'sie'} zuerst ab oder übergeben Sie ${e.count === 1 ? 'es' : 'sie'}.`,
    'MEETINGS_PLANNED',
  ],
  AlreadyRated: [409, 'Sie haben dieses Paket bereits bewertet.', 'ALREADY_RATED'],
  InvalidRating: [400, 'Bitte wählen Sie 1 bis 5 Sterne.', 'INVALID_RATING'],
  PackageExists: [409, 'Das Paket existiert bereits.', 'EXISTS'],
  TemplateExists: [409, 'Das Paket existiert bereits.', 'EXISTS'],
  DuplicatePartner: [400, invalidOffer.duplicatePartner!, 'DUPLICATE_PARTNER'],
  PresetCannotBeDeleted: [409, 'Vorlagen der Potenzialanalyse können nicht gelöscht werden.', 'PRESET'],
  TemplateInUse: [
    409,
    (e) =>
      `Die Vorlage wird noch von ${e.count === 1 ? 'einem offenen oder laufenden Paket' : `${e.count} offenen oder laufenden Paketen`} verwendet und kann nicht gelöscht werden. Setzen Sie sie auf inaktiv, damit sie nicht mehr angeboten wird.`,
    'TEMPLATE_IN_USE',
  ],
};
