import { bodyMessage, isApiError } from '../../../api/errors';
import { handleApiError } from '../../../api/handle-error';
import { toast } from '../../../components/ui/toast-queue';

/**
 * The toast of a failed meeting write (spec 02 §8): the spec's text as the title and, for a
 * refused request, the server's reason (e.g. 'Nicht genügend Stunden: …') below it. An expired
 * session goes through the common handler, which signs out.
 */
export function showMutationError(error: unknown, title: string): string | undefined {
  if (isApiError(error) && error.status === 401) {
    handleApiError(error, { redirect: true });
    return undefined;
  }
  const reason = isApiError(error) && error.status >= 400 && error.status < 500 ? bodyMessage(error.data) : undefined;
  toast.error(title, reason);
  return reason;
}
