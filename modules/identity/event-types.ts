import { allOf } from '../../lib/all-of';
import type { IdentityEvent } from './events';

/** Every identity event type (isomorphic: the web's refresh declarations read it through the contract). */
export const identityEventTypes = allOf<IdentityEvent['type']>({
  UserRegistered: true,
  ProfileUpdated: true,
  PasswordChanged: true,
  PasswordResetRequested: true,
  PasswordReset: true,
  UserDeleted: true,
  PasswordSetupRequested: true,
  PartnerTypeChanged: true,
  UserDeactivated: true,
  UserReactivated: true,
  TermsAccepted: true,
});
