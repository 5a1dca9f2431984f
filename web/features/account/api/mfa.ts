import { queryOptions } from '@tanstack/react-query';
import {
  mfaKeys,
  mfaSetupSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  type MfaSetup,
} from '../../../../modules/identity/contract';
import { api } from '../../../api/client';

// Two-factor sign-in in the account settings (signed in).

export const mfaStatusQuery = queryOptions({
  queryKey: mfaKeys.status,
  queryFn: async () => mfaStatusSchema.parse(await api.load('/api/users/mfa')),
});

export async function startMfaSetup(): Promise<MfaSetup> {
  return mfaSetupSchema.parse(await api.post('/api/users/mfa/setup', undefined, { retries: 0 }));
}

/** Confirms the setup with the app's code; answers the recovery codes (shown this once). */
export async function enableMfa(code: string): Promise<string[]> {
  return recoveryCodesSchema.parse(await api.post('/api/users/mfa/enable', { code }, { retries: 0 })).recoveryCodes;
}

export async function disableMfa(password: string): Promise<void> {
  await api.post('/api/users/mfa/disable', { password }, { retries: 0 });
}
