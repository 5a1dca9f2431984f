import { errorCodes, messages } from '../../../../modules/identity/contract';
import { bodyCode, bodyMessage, isApiError } from '../../../api/errors';

export const requestNewLinkLabel = 'Neuen Link anfordern';

/** Spec 01 §8: the forgot or reset failure's text. */
export const requestFailedText =
  'Bei der Bearbeitung Ihrer Anfrage ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.';

/**
 * Why the server refused a new password (400), shown above the fields, and whether the link itself
 * is spent (used, expired or unknown): then the form offers to request a new one. Other failures
 * are told by the toast alone (null).
 */
export function resetRefusal(error: unknown): { message: string; offerNewLink: boolean } | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const message = bodyMessage(error.data) ?? messages.resetTokenInvalid;
  const offerNewLink = bodyCode(error.data) === errorCodes.resetTokenInvalid || message === messages.resetTokenInvalid;
  return { message, offerNewLink };
}

/**
 * The failure toast's text: a refusal's own reason (a spent link is not fixed by trying "später",
 * issue 32); the spec's general sentence only for failures without one (5xx, no connection).
 */
export function resetFailureText(error: unknown): string {
  return resetRefusal(error)?.message ?? requestFailedText;
}
