import { messages } from '../../../../modules/identity/contract';
import { bodyFieldErrors, bodyMessage, isApiError, isCommonPasswordRefusal } from '../../../api/errors';
import { isWrongCurrentPassword } from './wrong-password';

const fieldNames = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordField = (typeof fieldNames)[number];

/** Where a refused password change is told: at the fields it concerns, or in a toast. */
type PasswordChangeRefusal = { kind: 'fields'; errors: [PasswordField, string][] } | { kind: 'toast'; text: string };

export const passwordChangeFailed = 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.';

const isField = (name: string): name is PasswordField => (fieldNames as readonly string[]).includes(name);

/**
 * The server's German reason wins (issue 32: a too common password read as "konnte nicht
 * geändert werden"): at the field it names, else in the toast; only a failure without a reason
 * (5xx, no connection) says the general sentence.
 */
export function passwordChangeRefusal(error: unknown): PasswordChangeRefusal {
  if (isWrongCurrentPassword(error))
    return { kind: 'fields', errors: [['currentPassword', messages.currentPasswordWrong]] };
  if (!isApiError(error)) return { kind: 'toast', text: passwordChangeFailed };
  const reason = bodyMessage(error.data);
  if (isCommonPasswordRefusal(error))
    return { kind: 'fields', errors: [['newPassword', reason ?? messages.passwordTooCommon]] };
  const fields = Object.entries(bodyFieldErrors(error.data)).filter((e): e is [PasswordField, string] => isField(e[0]));
  if (fields.length > 0) return { kind: 'fields', errors: fields };
  const refused = error.status >= 400 && error.status < 500;
  return { kind: 'toast', text: refused && reason ? reason : passwordChangeFailed };
}
