import { tablesOf, type Db, type Tx } from '../../../server/db/kysely';
import type { MfaTables } from './tables';

// What a second factor is made of and never enters the log: the TOTP secret and the recovery
// codes' hashes. Written in the MFA command's transaction, beside its events.

const mfa = (db: Db | Tx) => tablesOf<MfaTables>(db);

/** The account's secret, pending (enabled_at null) or in use; `lock` inside a command's transaction. */
export async function secretOf(db: Db | Tx, userId: string, lock = false) {
  let q = mfa(db).selectFrom('user_mfa').selectAll().where('user_id', '=', userId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** A new enrolment replaces a pending secret (a QR code shown before), never one in use. */
export async function storePendingSecret(db: Db | Tx, userId: string, secret: string, now: Date): Promise<void> {
  await mfa(db)
    .insertInto('user_mfa')
    .values({ user_id: userId, secret, enabled_at: null, last_step: null, created_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ secret, created_at: now }).where('user_mfa.enabled_at', 'is', null),
    )
    .execute();
}

/** The secret is confirmed: in use from now on, with fresh recovery codes (older ones void). */
export async function enableSecret(tx: Tx, userId: string, step: number, codeHashes: string[], now: Date) {
  await mfa(tx)
    .updateTable('user_mfa')
    .set({ enabled_at: now, last_step: step })
    .where('user_id', '=', userId)
    .execute();
  await mfa(tx).deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await mfa(tx)
    .insertInto('mfa_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/** An app code was accepted: its step (and every earlier one) cannot be used again. */
export async function rememberStep(tx: Tx, userId: string, step: number): Promise<void> {
  await mfa(tx).updateTable('user_mfa').set({ last_step: step }).where('user_id', '=', userId).execute();
}

export async function unusedRecoveryCodes(db: Db | Tx, userId: string) {
  return mfa(db)
    .selectFrom('mfa_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function spendRecoveryCode(tx: Tx, id: number, now: Date): Promise<void> {
  await mfa(tx).updateTable('mfa_recovery_codes').set({ used_at: now }).where('id', '=', id).execute();
}

/** Disabled, or the account deleted: secret, codes and open second steps go. */
export async function forgetMfa(db: Db | Tx, userId: string): Promise<void> {
  await mfa(db).deleteFrom('user_mfa').where('user_id', '=', userId).execute();
  await mfa(db).deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await mfa(db).deleteFrom('mfa_challenges').where('user_id', '=', userId).execute();
}
