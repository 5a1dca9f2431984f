import { isApiError } from '../../../api/errors';

// Spec 02 §8, client list load: a message containing 401 or 'authenticated' means the session is
// gone; anything else gets a calm retry-later text. The list is then empty.

export const clientListMessages = {
  unauthorized: 'Nicht autorisiert, bitte melden Sie sich erneut an',
  failed: 'Die Klienten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
} as const;

export function clientListErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const unauthorized = (isApiError(error) && error.status === 401) || /401|authenticated/i.test(message);
  return unauthorized ? clientListMessages.unauthorized : clientListMessages.failed;
}
