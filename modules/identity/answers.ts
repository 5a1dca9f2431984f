import { z } from 'zod';
import { accountSchema, adminUserSchema, recoveryCodesSchema, secondStepSchema, userSchema } from './contract';

// Isomorphic: the answers of this module's routes, built from the contract's shapes (the routes
// document them, and under test every answer is checked against them). Beside contract.ts, which
// is full.

/** The signed-in user (`/api/auth/me`, own profile). */
export const userAnswer = z.object({ user: userSchema });

/** A finished sign-in: the user and the session token (also set as the cookie). */
export const signedInAnswer = z.object({ user: userSchema, token: z.string() });

/** The password step: signed in, or with two-factor sign-in the second step still to take (no session yet). */
export const loginAnswer = z.union([signedInAnswer, secondStepSchema]);

/** A forced enrolment's end: signed in, with the recovery codes shown this once. */
export const enrolledAnswer = signedInAnswer.extend(recoveryCodesSchema.shape);

/** A password change: the confirmation and the new session's token (the other sessions ended). */
export const passwordChangedAnswer = z.object({ message: z.string(), token: z.string() });

/** An account the admin manages (Accelerator), as one. */
export const accountAnswer = z.object({ user: accountSchema });

/** A new admin. */
export const adminCreatedAnswer = z.object({ user: adminUserSchema });

/** A reset link that still works (a spent one is refused with 400). */
export const resetLinkAnswer = z.object({ valid: z.literal(true) });
