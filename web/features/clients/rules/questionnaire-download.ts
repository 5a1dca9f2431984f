import { isApiError } from '../../../api/errors';

// Spec 02 §8, questionnaire download: 404, 401 and anything else each have their own text.

export const questionnaireDownloadMessages = {
  missing: 'Kein Fragebogen vorhanden',
  unauthorized: 'Authentifizierung fehlgeschlagen, Bitte melden Sie sich erneut an.',
  failed: 'Download fehlgeschlagen',
} as const;

export function questionnaireDownloadError(error: unknown): string {
  if (isApiError(error) && error.status === 404) return questionnaireDownloadMessages.missing;
  if (isApiError(error) && error.status === 401) return questionnaireDownloadMessages.unauthorized;
  return questionnaireDownloadMessages.failed;
}
