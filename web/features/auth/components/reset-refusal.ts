import { messages } from '../../../../modules/identity/contract';
import { bodyCode, bodyMessage, isApiError } from '../../../api/errors';

export const requestNewLinkLabel = 'Neuen Link anfordern';

/**
 * Why the server refused a new password (400), shown above the fields, and whether the link itself
 * is spent (used, expired or unknown): then the form offers to request a new one. Other failures
 * are told by the toast alone (null).
 */
export function resetRefusal(error: unknown): { message: string; offerNewLink: boolean } | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const message = bodyMessage(error.data) ?? messages.resetTokenInvalid;
  const offerNewLink = bodyCode(error.data) === 'RESET_TOKEN_INVALID' || message === messages.resetTokenInvalid;
  return { message, offerNewLink };
}
