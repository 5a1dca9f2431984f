import { z } from 'zod';

// Isomorphic: whether the e-mail a visitor types at the questionnaire's contact step already has
// an account (issue 32), so they learn it there, with the way to sign in, and not after the
// request went out and the registration at step 4 failed.

/** `POST /api/questionnaires/email-status`: the address as typed. */
export const emailStatusRequest = z.object({ email: z.string().trim().max(254) });

export const emailStatusAnswer = z.object({ hasAccount: z.boolean() });

export const emailHasAccountText =
  'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich an, oder setzen Sie Ihr Passwort zurück, wenn Sie es nicht mehr wissen.';
