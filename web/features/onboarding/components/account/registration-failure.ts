import { wizardTexts } from '../../../../../modules/onboarding/contract';
import { isNetworkFailure, noConnectionText } from '../../../../api/errors';

/**
 * What step 4 says when registering fails: the reason above the fields and the toast's text. The
 * server's answer keeps its hedged wording (it never tells whether an address has an account); a
 * call that got no answer at all says so in German instead of the wrapper's 'Failed to fetch'.
 */
export function registrationFailure(error: unknown): { reason: string; toastText: string } {
  if (isNetworkFailure(error)) return { reason: noConnectionText, toastText: noConnectionText };
  const reason = error instanceof Error ? error.message : String(error);
  return { reason, toastText: wizardTexts.registrationFailedText };
}
