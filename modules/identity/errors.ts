import { forbiddenAs, notFoundAs, type ErrorTable } from '../../server/http/domain-errors';
import { legalMessages } from '../../lib/legal-versions';
import {
  acceleratorMessages,
  adminAccountErrorCodes as codes,
  adminAccountMessages,
  errorCodes,
  messages,
} from './contract';
import type { IdentityError } from './decide';
import { mfaErrors } from './mfa/errors';
import type { MfaError } from './mfa/decide';

/** Each broken rule of identity's decide as an HTTP status, German message and code. */
export const identityErrors: ErrorTable<IdentityError | MfaError> = {
  ...mfaErrors,
  EmailTaken: [409, messages.emailTaken, errorCodes.emailTaken],
  EmailInvalid: [400, messages.emailInvalid, 'EMAIL_INVALID'],
  AlreadyExists: [409, messages.emailTaken, errorCodes.emailTaken],
  UserNotFound: notFoundAs(messages.userNotFound),
  CurrentPasswordIncorrect: [400, messages.currentPasswordWrong, errorCodes.currentPasswordIncorrect],
  ResetTokenInvalid: [400, messages.resetTokenInvalid, errorCodes.resetTokenInvalid],
  PasswordTooCommon: [400, messages.passwordTooCommon, errorCodes.passwordTooCommon],
  TermsOutdated: [409, legalMessages.outdated, 'TERMS_OUTDATED'],
  ConsentMissing: [400, legalMessages.consentRequired, 'CONSENT_REQUIRED'],
  OnlyClientsDeleteThemselves: forbiddenAs(messages.onlyClientsDelete),
  UserExists: [409, adminAccountMessages.userExists, codes.userExists],
  NotAPartner: [400, acceleratorMessages.notAPartner, codes.notAPartner],
  NotAnAdmin: [404, adminAccountMessages.notAnAdmin, codes.notAnAdmin],
  CannotDeleteSelf: [400, adminAccountMessages.cannotDeleteSelf, codes.cannotDeleteSelf],
  LastAdmin: [409, adminAccountMessages.lastAdmin, codes.lastAdmin],
  PartnerHoldsHours: [409, acceleratorMessages.holdsHours, 'PARTNER_HOLDS_HOURS'],
  NotDeactivated: [409, acceleratorMessages.notDeactivated, 'NOT_DEACTIVATED'],
  PartnerStillActive: [409, acceleratorMessages.eraseStillActive, 'PARTNER_STILL_ACTIVE'],
  PartnerFeesOpen: [409, ({ open }) => acceleratorMessages.eraseFeesOpen(open), 'PARTNER_FEES_OPEN'],
  TimeZoneForClientsOnly: [400, messages.timeZoneForClientsOnly, 'TIME_ZONE_FOR_CLIENTS_ONLY'],
};
