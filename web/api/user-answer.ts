import * as z from 'zod/mini';
import { roles } from '../../modules/identity/contract/roles';

// The signed-in user as the web reads it from /api/auth/me and the sign-in calls. The contract's
// `userSchema` is the rule; this is the same shape in zod/mini, because the session check runs on
// every page (the entry) and zod's classic API cannot be left out of a bundle in parts (web/README.md
// "Bytes"). user-answer.unit.test.ts holds the two to the same fields and the same verdicts.

const legalVersions = z.object({
  terms: z.string().check(z.maxLength(40)),
  privacy: z.string().check(z.maxLength(40)),
});

export const userAnswer = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  company: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  position: z.nullable(z.string()),
  role: z.enum(roles),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  isPartner: z.boolean(),
  termsAccepted: z.nullable(legalVersions),
  timeZone: z.string(),
});

/** The password step's answer when a second step follows (the contract's `secondStepSchema`). */
export const secondStepAnswer = z.object({ mfa: z.enum(['verify', 'enrol']), challenge: z.string() });
