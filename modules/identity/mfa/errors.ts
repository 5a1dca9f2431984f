import type { ErrorTable } from '../../../server/http/domain-errors';
import { errorCodes, messages } from '../contract';
import { mfaMessages } from './contract';
import type { MfaError } from './decide';

/** Two-factor sign-in's broken rules, part of identity's one error table (../errors.ts). */
export const mfaErrors: ErrorTable<MfaError> = {
  MfaAlreadyEnabled: [409, mfaMessages.alreadyEnabled, 'MFA_ALREADY_ENABLED'],
  MfaNotEnabled: [409, mfaMessages.notEnabled, 'MFA_NOT_ENABLED'],
  MfaCodeInvalid: [400, mfaMessages.codeInvalid, 'MFA_CODE_INVALID'],
  MfaRequiredForRole: [403, mfaMessages.requiredForRole, 'MFA_REQUIRED'],
  CurrentPasswordIncorrect: [400, messages.currentPasswordWrong, errorCodes.currentPasswordIncorrect],
};
