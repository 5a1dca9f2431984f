import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { requestFailedText, resetFailureText, resetRefusal } from './reset-refusal';

const spent = 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.';

describe('a refused password reset', () => {
  it('offers a new link when the link is used, expired or unknown', () => {
    const refused = new ApiError(spent, 400, { message: spent, code: 'RESET_TOKEN_INVALID' });
    expect(resetRefusal(refused)).toEqual({ message: spent, offerNewLink: true });
    // The token's own validation (400 without the domain code) says the same.
    expect(resetRefusal(new ApiError(spent, 400, { message: spent }))).toEqual({ message: spent, offerNewLink: true });
  });

  it('keeps the link when only the password was refused', () => {
    const weak = 'Das Passwort muss mindestens 8 Zeichen lang sein.';
    expect(resetRefusal(new ApiError(weak, 400, { message: weak, code: 'VALIDATION' }))).toEqual({
      message: weak,
      offerNewLink: false,
    });
  });

  it('leaves other failures to the toast', () => {
    expect(resetRefusal(new ApiError('Failed to fetch', 0))).toBeNull();
    expect(resetRefusal(new ApiError('Serverfehler', 500))).toBeNull();
    expect(resetRefusal(new Error('x'))).toBeNull();
  });
});

describe("a failed reset's toast (issue 32)", () => {
  it('names a spent link or a refused password, not a later try', () => {
    expect(resetFailureText(new ApiError(spent, 400, { message: spent, code: 'RESET_TOKEN_INVALID' }))).toBe(spent);
    const common = 'Dieses Passwort ist zu häufig und leicht zu erraten. Bitte wählen Sie ein anderes.';
    expect(resetFailureText(new ApiError(common, 400, { message: common, code: 'PASSWORD_TOO_COMMON' }))).toBe(common);
  });

  it("says the spec's sentence when there is no reason to tell", () => {
    expect(resetFailureText(new ApiError('Serverfehler', 500))).toBe(requestFailedText);
    expect(resetFailureText(new ApiError('Failed to fetch', 0))).toBe(requestFailedText);
  });
});
