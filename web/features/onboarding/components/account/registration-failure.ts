import { errorCodes } from '../../../../../modules/identity/contract';
import { wizardTexts } from '../../../../../modules/onboarding/contract';
import { describeApiError } from '../../../../api/error-catalogue';
import { bodyCode, bodyMessage, isApiError, isNetworkFailure, noConnectionText } from '../../../../api/errors';

/**
 * What step 4 says when registering fails: the reason above the fields and the toast's text. A
 * taken address keeps the spec's hedged toast (no screen tells whether an address has an account);
 * any other refusal says its own German reason in both (issue 32: a too common password read as
 * 'Möglicherweise ist die E-Mail bereits registriert.'); a server failure says so; a call that got
 * no answer at all says in German that there is no connection, not the wrapper's 'Failed to fetch'.
 */
export function registrationFailure(error: unknown): { reason: string; toastText: string } {
  if (isNetworkFailure(error)) return { reason: noConnectionText, toastText: noConnectionText };
  if (!isApiError(error))
    return { reason: wizardTexts.registrationFailedText, toastText: wizardTexts.registrationFailedText };
  // Only a taken address gets the hedge: a 409 for texts changed meanwhile (TERMS_OUTDATED) says its own reason.
  const code = bodyCode(error.data);
  if (code === errorCodes.emailTaken || (error.status === 409 && code === undefined))
    return {
      reason: bodyMessage(error.data) ?? wizardTexts.registrationFailedText,
      toastText: wizardTexts.registrationFailedText,
    };
  const reason = error.status < 500 ? bodyMessage(error.data) : undefined;
  const text = reason ?? describeApiError(error).description;
  return { reason: text, toastText: text };
}
