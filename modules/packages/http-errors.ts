import { HttpError } from '../../server/http/errors';
import { clientStatusLabels, packageMessages } from './contract';
import { PackagesDomainError, type PackagesError } from './errors';

const invalidOffer: Record<string, string> = {
  name: 'Bitte geben Sie einen Paketnamen ein.',
  price: 'Der Preis muss größer als 0 sein.',
  noAllocation: 'Bitte ordnen Sie mindestens einen Accelerator zu.',
  hours: packageMessages.allocationInvalid,
  duplicatePartner: 'Jeder Accelerator kann nur einmal zugeordnet werden.',
};

const notFound = 'Paket nicht gefunden.';

/** A broken package rule as the answer the spec asks for (status, message, code). */
export function packagesErrorToHttp(e: PackagesError): HttpError {
  switch (e.code) {
    case 'PendingPackageExists':
      return new HttpError(400, packageMessages.pendingPackage, 'PENDING_PACKAGE');
    case 'NotAClient':
      return new HttpError(400, 'Der ausgewählte Benutzer ist kein Klient.', 'NOT_A_CLIENT');
    case 'InvalidOffer':
      return new HttpError(400, invalidOffer[e.reason] ?? 'Ungültiges Angebot.', 'INVALID_OFFER');
    case 'UnknownPartner':
      return new HttpError(400, 'Mindestens ein ausgewählter Accelerator existiert nicht.', 'UNKNOWN_PARTNER');
    case 'PaymentNotConfirmed':
      return new HttpError(400, packageMessages.paymentRequired, 'PAYMENT_NOT_CONFIRMED');
    case 'PackageNotFound':
    case 'NotYourPackage':
    case 'TemplateNotFound':
      return new HttpError(404, notFound, 'NOT_FOUND');
    case 'WrongStatus':
      return new HttpError(409, `Das Paket ist ${e.status === 'none' ? 'nicht vorhanden' : `im Status „${clientStatusLabels[e.status]}“`} und kann so nicht geändert werden.`, 'WRONG_STATUS');
    case 'NotDueToExpire':
      return new HttpError(409, 'Das Paket ist noch nicht abgelaufen.', 'NOT_DUE');
    case 'PartnerNotAllocated':
      return new HttpError(400, 'Diesem Accelerator sind in diesem Paket keine Stunden zugeordnet.', 'PARTNER_NOT_ALLOCATED');
    case 'InsufficientHours':
      return new HttpError(400, `Nicht genügend Stunden: nur ${formatHours(e.available)} Stunden verfügbar, ${formatHours(e.wanted)} benötigt.`, 'INSUFFICIENT_HOURS');
    case 'NoReservation':
      return new HttpError(409, 'Für dieses Meeting sind keine Stunden reserviert.', 'NO_RESERVATION');
    case 'AlreadyRated':
      return new HttpError(409, 'Sie haben dieses Paket bereits bewertet.', 'ALREADY_RATED');
    case 'InvalidRating':
      return new HttpError(400, 'Bitte wählen Sie 1 bis 5 Sterne.', 'INVALID_RATING');
    case 'PackageExists':
    case 'TemplateExists':
      return new HttpError(409, 'Das Paket existiert bereits.', 'EXISTS');
    case 'DuplicatePartner':
      return new HttpError(400, invalidOffer.duplicatePartner!, 'DUPLICATE_PARTNER');
    case 'PresetCannotBeDeleted':
      return new HttpError(409, 'Vorlagen der Potenzialanalyse können nicht gelöscht werden.', 'PRESET');
    default: {
      const never: never = e;
      return never;
    }
  }
}

const formatHours = (h: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(h);

export async function mapPackagesErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PackagesDomainError) throw packagesErrorToHttp(err.error);
    throw err;
  }
}
