/** The sign-in screen's only query parameter: the token from the reset e-mail. */
interface AuthSearch {
  reset_token?: string;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const token = search.reset_token;
  return typeof token === 'string' && token.length > 0 ? { reset_token: token } : {};
}
