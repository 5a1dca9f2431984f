import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../server/context';
import { runner, type EventMetadata } from '../../../server/eventstore';
import { hashPassword, verifyPassword } from '../passwords';
import { passwordHashOf } from '../queries';
import { endOtherSessions } from '../sessions';
import { forgetUser } from '../session-cache';
import type { Role } from '../contract';
import { mfaDecider, type SecondFactorProof } from './decide';
import { isRequiredFor } from './policy';
import { acceptedStep, encodeSecret, isAppCode, keyUri } from './totp';
import { newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import {
  enableSecret,
  forgetMfa,
  rememberStep,
  secretOf,
  spendRecoveryCode,
  storePendingSecret,
  unusedRecoveryCodes,
} from './secrets';

const runMfaCommand = runner(mfaDecider);

interface Account {
  id: string;
  email: string;
  role: Role;
}

/** Whether the account has a second factor in use, and how many recovery codes are left. */
export async function mfaStatus(ctx: AppContext, userId: string) {
  const row = await secretOf(ctx.db, userId);
  const enabled = row?.enabled_at != null;
  return { enabled, recoveryCodesLeft: enabled ? (await unusedRecoveryCodes(ctx.db, userId)).length : 0 };
}

/** A new secret for the app (pending until a code confirms it): base32 for typing, the URI for the QR code. */
export async function startEnrolment(ctx: AppContext, account: Account, meta: EventMetadata) {
  const secret = encodeSecret(randomBytes(20));
  await runMfaCommand(
    ctx,
    account.id,
    (_, now) => ({ type: 'StartEnrolment', userId: account.id, now }),
    meta,
    (tx, _events, now) => storePendingSecret(tx, account.id, secret, now),
  );
  return { secret, uri: keyUri(ctx.config.PRODUCT_NAME, account.email, secret) };
}

/**
 * The app's first code confirms the pending secret; answers the recovery codes, shown this once.
 * The account's other sessions end; `keepSessionId` (the settings page's own) stays.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  userId: string,
  code: string,
  meta: EventMetadata,
  keepSessionId: string | null = null,
) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashPassword));
  let step: number | null = null;
  await runMfaCommand(
    ctx,
    userId,
    async (tx, now) => {
      const row = await secretOf(tx, userId, true);
      step = row && row.enabled_at === null ? acceptedStep(row.secret, code, now, null) : null;
      return { type: 'EnableMfa', userId, codeMatches: step !== null, now };
    },
    meta,
    async (tx, _events, now) => {
      await enableSecret(tx, userId, step!, hashes, now);
      await endOtherSessions(tx, userId, keepSessionId);
    },
  );
  forgetUser(userId);
  return codes;
}

/** Off again, with the password; not for a role that must have it. */
export async function disableMfa(ctx: AppContext, account: Account, password: string, meta: EventMetadata) {
  const hash = await passwordHashOf(ctx.db, account.id);
  const passwordMatches = hash !== undefined && (await verifyPassword(hash, password));
  const requiredForRole = await isRequiredFor(ctx, account.role);
  await runMfaCommand(
    ctx,
    account.id,
    (_, now) => ({
      type: 'DisableMfa',
      userId: account.id,
      passwordMatches,
      requiredForRole,
      now,
    }),
    meta,
    (tx) => forgetMfa(tx, account.id),
  );
}

/** Which of the unused recovery codes the typed one is (argon2id, so each is checked), or null. */
async function matchingRecoveryCode(codes: { id: number; code_hash: string }[], typed: string) {
  const normalised = normaliseRecoveryCode(typed);
  const matches = await Promise.all(codes.map((c) => verifyPassword(c.code_hash, normalised)));
  return codes[matches.indexOf(true)] ?? null;
}

/**
 * The second step of a sign-in: an app code (once per time step) or an unused recovery code
 * (then spent). Throws MfaCodeInvalid for anything else. Read and written behind the stream's
 * lock, so one code cannot let two sign-ins through.
 */
export async function proveSecondFactor(ctx: AppContext, userId: string, typed: string, meta: EventMetadata) {
  let spend: (tx: Parameters<typeof rememberStep>[0]) => Promise<void> = async () => {};
  await runMfaCommand(
    ctx,
    userId,
    async (tx, now) => {
      const row = await secretOf(tx, userId, true);
      let proof: SecondFactorProof = { kind: 'wrong' };
      if (row?.enabled_at && isAppCode(typed)) {
        const step = acceptedStep(row.secret, typed, now, row.last_step);
        if (step !== null) {
          proof = { kind: 'appCode' };
          spend = (t) => rememberStep(t, userId, step);
        }
      } else if (row?.enabled_at) {
        const codes = await unusedRecoveryCodes(tx, userId);
        const code = await matchingRecoveryCode(codes, typed);
        if (code) {
          proof = { kind: 'recoveryCode', codesLeft: codes.length - 1 };
          spend = (t) => spendRecoveryCode(t, code.id, now);
        }
      }
      return { type: 'ProveSecondFactor', userId, proof, now };
    },
    meta,
    (tx) => spend(tx),
  );
}
