import { bodyCode, isApiError } from '../../../api/errors';
import { handleApiError } from '../../../api/handle-error';
import { toast } from '../../../components/ui/toast-queue';

/**
 * How the second step reports a failure: a wrong code at the field, an expired login (or too many
 * attempts) as a toast and back to the password, anything else the common way.
 */
export function useSecondStepFailure(onBack: () => void) {
  return (error: unknown, atField: (message: string) => void) => {
    if (!isApiError(error)) return handleApiError(error);
    const code = bodyCode(error.data);
    if (code === 'MFA_CODE_INVALID') return atField(error.message);
    if (code === 'MFA_CHALLENGE_INVALID' || error.status === 429) {
      toast.error('Anmeldung nicht möglich', error.message);
      return onBack();
    }
    handleApiError(error);
  };
}
