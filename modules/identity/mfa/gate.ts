import type { AppContext } from '../../../server/context';
import type { SecondStep, User } from '../contract';
import { openChallenge } from './challenges';
import { secretOf } from './secrets';
import { secondStepAfterPassword } from './decide';
import { mfaRequiredRoles } from './policy';

/**
 * The login's hook after a correct password: null signs in at once; otherwise the answer is the
 * second step (a code, or a forced enrolment) with its challenge, and no session yet.
 */
export async function secondStepFor(ctx: AppContext, user: User): Promise<SecondStep | null> {
  const enabled = (await secretOf(ctx.db, user.id))?.enabled_at != null;
  const step = secondStepAfterPassword(user.role, enabled, await mfaRequiredRoles(ctx));
  if (step === 'none') return null;
  return { mfa: step, challenge: await openChallenge(ctx.db, user.id, step, ctx.now()) };
}
