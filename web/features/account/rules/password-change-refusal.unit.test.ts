import { describe, expect, it } from 'vitest';
import { messages } from '../../../../modules/identity/contract';
import { ApiError } from '../../../api/errors';
import { passwordChangeFailed, passwordChangeRefusal } from './password-change-refusal';

const refused = (status: number, data: object) =>
  new ApiError(String((data as { message?: string }).message), status, data);

describe('a refused password change (spec 01 §5, §8; issue 32)', () => {
  it('puts a too common new password at the new password, in the server words', () => {
    const error = refused(400, { message: messages.passwordTooCommon, code: 'PASSWORD_TOO_COMMON' });
    expect(passwordChangeRefusal(error)).toEqual({
      kind: 'fields',
      errors: [['newPassword', messages.passwordTooCommon]],
    });
  });
  it('puts a wrong current password at the current one', () => {
    const error = refused(400, { message: 'x', code: 'CURRENT_PASSWORD_INCORRECT' });
    expect(passwordChangeRefusal(error)).toEqual({
      kind: 'fields',
      errors: [['currentPassword', messages.currentPasswordWrong]],
    });
  });
  it("puts the server's field errors at their fields", () => {
    const error = refused(400, {
      message: 'Eingabe ungültig',
      errors: { confirmPassword: 'Passwörter stimmen nicht überein' },
    });
    expect(passwordChangeRefusal(error)).toEqual({
      kind: 'fields',
      errors: [['confirmPassword', 'Passwörter stimmen nicht überein']],
    });
  });
  it("toasts any other refusal's German reason (too many attempts)", () => {
    const text = 'Zu viele Versuche. Bitte warten Sie 15 Minuten.';
    expect(passwordChangeRefusal(refused(429, { message: text }))).toEqual({ kind: 'toast', text });
  });
  it('says the general sentence only when there is no reason to tell', () => {
    expect(passwordChangeRefusal(new ApiError('Request failed with status 500', 500, { message: 'boom' }))).toEqual({
      kind: 'toast',
      text: passwordChangeFailed,
    });
    expect(passwordChangeRefusal(new ApiError('Failed to fetch', 0))).toEqual({
      kind: 'toast',
      text: passwordChangeFailed,
    });
    expect(passwordChangeRefusal(new Error('x'))).toEqual({ kind: 'toast', text: passwordChangeFailed });
  });
});
