import { queryOptions } from '@tanstack/react-query';
import type { SecondStep, User } from '../../modules/identity/contract';
import { identityKeys } from '../../modules/identity/contract/roles';
import type { LegalVersions } from '../../lib/legal-versions';
import { api } from './client';
import { nullOn } from './errors';
import { secondStepAnswer, userAnswer } from './user-answer';

// The identity calls of spec 01 §7. The session lives in an httpOnly cookie, so the answers'
// `token` is ignored on purpose.

// Calls that replace or end the session cookie. The server pushes "your account changed" (or
// closes the socket) while such a call is still answering; a session check sent in that moment
// would carry the old, already deleted cookie and wrongly sign the user out, or take one's own
// logout for a session ended elsewhere. So the check waits for them to settle.
const cookieRotations = new Set<Promise<void>>();

export async function rotatingCookie<T>(work: Promise<T>): Promise<T> {
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  cookieRotations.add(settled);
  try {
    return await work;
  } finally {
    cookieRotations.delete(settled);
  }
}

/** The signed-in user, or null. A 401 or 403 on this check means "signed out". */
export async function fetchSessionUser(): Promise<User | null> {
  await Promise.all(cookieRotations);
  const answer = await nullOn(403, api.load<{ user?: unknown } | null>('/api/auth/me', { returnNull: true }));
  const user = answer?.user ?? null;
  return user === null ? null : userAnswer.parse(user);
}

export const sessionQuery = queryOptions({
  queryKey: identityKeys.me,
  queryFn: fetchSessionUser,
  // The session changes only through our own calls or a realtime push.
  staleTime: Infinity,
});

interface LoginInput {
  username: string;
  password: string;
}

/** The signed-in user, or (two-factor sign-in) the second step still to take. */
export async function login(input: LoginInput): Promise<User | SecondStep> {
  const answer = await rotatingCookie(api.post<{ user?: unknown }>('/api/auth/login', input, { retries: 0 }));
  return 'mfa' in answer ? secondStepAnswer.parse(answer) : userAnswer.parse(answer.user);
}

export async function logout(): Promise<void> {
  await rotatingCookie(api.post('/api/auth/logout', undefined, { retries: 0 }));
}

export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const answer = await api.post<{ message?: string }>('/api/auth/forgot-password', { email }, { retries: 0 });
  return answer.message;
}

/** Whether a reset link still works; refused (400) when used, expired or unknown. Uses nothing up. */
export async function checkResetLink(token: string): Promise<void> {
  await api.post('/api/auth/reset-password/check', { token }, { retries: 0 });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await api.post('/api/auth/reset-password', { token, password }, { retries: 0 });
}

interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await rotatingCookie(api.post('/api/users/change-password', input, { retries: 0 }));
}

export async function deleteOwnAccount(): Promise<void> {
  await rotatingCookie(api.delete('/api/users/me', { retries: 0 }));
}

/** The client agrees to the texts in force (they changed since the last acceptance); answers the user. */
export async function acceptTerms(acceptedTerms: LegalVersions): Promise<User> {
  const answer = await api.post<{ user: unknown }>('/api/users/accept-terms', { acceptedTerms }, { retries: 0 });
  return userAnswer.parse(answer.user);
}
