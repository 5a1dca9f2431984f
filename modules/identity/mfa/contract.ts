import { z } from 'zod';
import type { MfaEvent } from './events';

// Isomorphic: two-factor sign-in's requests, answers and German texts (re-exported by ../contract.ts,
// the only file of this module the web imports).

export const mfaMessages = {
  codeRequired: 'Bitte geben Sie den Bestätigungscode ein.',
  codeInvalid: 'Der Bestätigungscode ist ungültig. Bitte versuchen Sie es erneut.',
  challengeInvalid: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  alreadyEnabled: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
  notEnabled: 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.',
  requiredForRole: 'Für Ihre Rolle ist die Zwei-Faktor-Anmeldung vorgeschrieben; sie kann nicht deaktiviert werden.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
} as const;

const code = z
  .string({ error: mfaMessages.codeRequired })
  .trim()
  .min(1, mfaMessages.codeRequired)
  .max(32, mfaMessages.codeInvalid);
const challenge = z
  .string({ error: mfaMessages.challengeInvalid })
  .min(1, mfaMessages.challengeInvalid)
  .max(100, mfaMessages.challengeInvalid);

/** The app's code confirming a new secret (`POST /api/users/mfa/enable`). */
export const mfaCodeRequest = z.object({ code });
/** `POST /api/users/mfa/disable`. */
export const mfaDisableRequest = z.object({
  password: z
    .string({ error: mfaMessages.passwordRequired })
    .min(1, mfaMessages.passwordRequired)
    .max(1024, mfaMessages.passwordRequired),
});
/** The second step of a login: an app code (6 digits) or a recovery code. */
export const mfaChallengeCodeRequest = z.object({ challenge, code });
/** A forced enrolment's first call: the secret for the app. */
export const mfaChallengeRequest = z.object({ challenge });

/**
 * What the password step answers when it is not the last one: `verify` asks for a code, `enrol`
 * (a role that must have a second factor, without one) sets it up first. No session yet.
 */
export const secondStepSchema = z.object({ mfa: z.enum(['verify', 'enrol']), challenge: z.string() });
export type SecondStep = z.infer<typeof secondStepSchema>;

export const mfaSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const mfaKeys = { status: ['auth', 'mfa'] as const };

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type MfaEventType = MfaEvent['type'];
