import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { isWrongCurrentPassword } from './wrong-password';

describe('wrong current password (spec 01 §5)', () => {
  it('is recognised by our code', () => {
    expect(
      isWrongCurrentPassword(
        new ApiError('Das aktuelle Passwort ist falsch', 400, {
          message: 'Das aktuelle Passwort ist falsch',
          code: 'CURRENT_PASSWORD_INCORRECT',
        }),
      ),
    ).toBe(true);
  });

  it("is recognised by a message containing 'incorrect'", () => {
    expect(
      isWrongCurrentPassword(
        new ApiError('Current password is incorrect', 400, { message: 'Current password is incorrect' }),
      ),
    ).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isWrongCurrentPassword(new ApiError('Request failed with status 500', 500))).toBe(false);
    expect(isWrongCurrentPassword(new ApiError('Neues Passwort ist erforderlich', 400, { message: 'x' }))).toBe(false);
    expect(isWrongCurrentPassword(new Error('incorrect'))).toBe(false);
  });
});
