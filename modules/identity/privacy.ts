import { privacyOf } from '../../server/eventstore';
import type { IdentityEvent } from './events';

/** An account's contact data is theirs, sealed with the account's key; its role and partner type are not. */
export const identityPrivacy = privacyOf<IdentityEvent>()({
  UserRegistered: {
    subject: 'userId',
    personal: ['email', 'username', 'name', 'company', 'phone', 'position'],
    plain: ['role', 'partnerType'],
  },
  // Where a client lives is as personal as her phone number: her time zone is sealed too.
  ProfileUpdated: { subject: 'userId', personal: ['name', 'company', 'phone', 'position', 'timeZone'] },
  PasswordResetRequested: { subject: 'userId', personal: ['email'] },
  PasswordSetupRequested: { subject: 'userId', personal: ['email'] },
  PartnerTypeChanged: { plain: ['partnerType'] },
  // The versions of the texts, which everyone reads alike.
  TermsAccepted: { plain: ['terms', 'privacy'] },
});
