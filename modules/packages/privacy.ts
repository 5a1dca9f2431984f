import { privacyOf } from '../../server/eventstore';
import type { TemplateEvent, UserPackageEvent } from './events';

/**
 * Free texts about a client are personal; the proof of a binding acceptance (IP, browser) is contract
 * data the firm keeps for 7 years after the account ends. The firm's templates and the offer's terms
 * (name, hours, allocations, payment reference) are plain: without the person they identify no one.
 */
export const packagesPrivacy = privacyOf<TemplateEvent | UserPackageEvent>()({
  TemplateCreated: { plain: ['name', 'description', 'partners', 'presetType'] },
  TemplateUpdated: { plain: ['name', 'description', 'partners'] },
  PackageOffered: {
    subject: 'clientId',
    personal: ['notes'],
    plain: ['name', 'description', 'allocations', 'paymentReference'],
  },
  PackageAccepted: { subject: 'clientId', purpose: 'contract', personal: ['ip', 'userAgent'], plain: ['terms'] },
  // The admin's note at activation (payment received, arrangements) is about the client.
  PackageActivated: { subject: 'clientId', personal: ['notes'] },
  PackageDeclined: { subject: 'clientId', personal: ['reason'] },
  PackageCancelled: { subject: 'clientId', personal: ['reason'] },
  PackageRated: { subject: 'clientId', personal: ['comment'] },
});
