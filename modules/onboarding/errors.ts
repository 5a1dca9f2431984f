import { forbiddenAs, notFoundAs, type ErrorTable } from '../../server/http/domain-errors';
import { messages } from './contract';
import type { OnboardingError } from './decide';

/** Each broken questionnaire rule as status, German message and code. */
export const onboardingErrors: ErrorTable<OnboardingError> = {
  AlreadyExists: [409, messages.alreadyExists, 'ALREADY_EXISTS'],
  NotFound: notFoundAs(messages.notFound),
  Forbidden: forbiddenAs(messages.forbidden),
  Incomplete: [400, messages.incomplete, 'INCOMPLETE'],
  SignInRequired: [401, messages.signInToConvert, 'NOT_AUTHENTICATED'],
  UserMismatch: forbiddenAs(messages.userMismatch),
  AlreadyLinked: [409, messages.alreadyLinked, 'ALREADY_LINKED'],
  // Only the retention sweep asks (retention.ts), which skips a refusal; no route answers it.
  NotExpired: [409, 'Dieser Fragebogen ist noch nicht zur Löschung fällig.', 'NOT_EXPIRED'],
};
