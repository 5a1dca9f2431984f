import {
  mfaSetupSchema,
  recoveryCodesSchema,
  userSchema,
  type MfaSetup,
  type User,
} from '../../modules/identity/contract';
import { rotatingCookie } from './auth';
import { api } from './client';

// The login's second step (two-factor sign-in): the challenge from the password step opens these
// calls only. Those that sign in set the session cookie, like the login.

export async function verifySecondFactor(challenge: string, code: string): Promise<User> {
  const answer = await rotatingCookie(
    api.post<{ user: unknown }>('/api/auth/mfa/verify', { challenge, code }, { retries: 0 }),
  );
  return userSchema.parse(answer.user);
}

export async function startForcedEnrolment(challenge: string): Promise<MfaSetup> {
  return mfaSetupSchema.parse(await api.post('/api/auth/mfa/enrol/setup', { challenge }, { retries: 0 }));
}

export async function finishForcedEnrolment(
  challenge: string,
  code: string,
): Promise<{ user: User; recoveryCodes: string[] }> {
  const answer = await rotatingCookie(
    api.post<{ user: unknown }>('/api/auth/mfa/enrol', { challenge, code }, { retries: 0 }),
  );
  return { user: userSchema.parse(answer.user), ...recoveryCodesSchema.parse(answer) };
}
