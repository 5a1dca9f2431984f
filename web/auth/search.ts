/**
 * The sign-in screen's query parameters: the token from the reset e-mail, and `forgot` to open the
 * 'Passwort vergessen?' form at once (the questionnaire's link for an address that has an account).
 */
interface AuthSearch {
  reset_token?: string;
  forgot?: true;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const token = search.reset_token;
  if (typeof token === 'string' && token.length > 0) return { reset_token: token };
  return search.forgot === true || search.forgot === 'true' || search.forgot === 1 ? { forgot: true } : {};
}
