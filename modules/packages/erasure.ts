import { erasureProjection, personalOf, type PersonalFields } from '../../server/eventstore';

const byClient = personalOf('clientId');

/**
 * Free texts about a client are personal; the proof of a binding acceptance (IP, browser, terms)
 * is contract data the firm keeps for 7 years after the account ends. Prices, hours, dates and
 * invoice references stay plain: without the person they identify no one.
 */
export const packagesPersonal: Record<string, PersonalFields> = {
  PackageOffered: byClient(['notes']),
  PackageDeclined: byClient(['reason']),
  PackageCancelled: byClient(['reason']),
  PackageRated: byClient(['comment']),
  PackageAccepted: byClient(['ip', 'userAgent'], 'contract'),
};

export const packagesErasure = erasureProjection('packages', 'user_packages', 'user_id', [
  'notes',
  'decline_reason',
  'cancel_reason',
  'rating_comment',
]);
