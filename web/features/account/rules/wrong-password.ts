import { errorCodes } from '../../../../modules/identity/contract';
import { bodyCode, isApiError } from '../../../api/errors';

/** Spec 01 §5: the server's "incorrect" (or our code for it) means the current password is wrong. */
export function isWrongCurrentPassword(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  return bodyCode(error.data) === errorCodes.currentPasswordIncorrect || /incorrect/i.test(error.message);
}
