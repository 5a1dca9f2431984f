import { tablesOf, type Tx } from '../../server/db/kysely';
import { invalidateUserSessions } from './sessions';
import type { IdentityTables } from './tables';
import { forgetMfa } from './mfa/secrets';

// What lets a person into their account and is never in the log: the password hash, the sessions,
// the reset and set-password links. Written in the command's transaction, beside its events.

export async function storePasswordHash(tx: Tx, userId: string, passwordHash: string, now: Date): Promise<void> {
  await tablesOf<IdentityTables>(tx)
    .insertInto('user_credentials')
    .values({ user_id: userId, password_hash: passwordHash, updated_at: now })
    .execute();
}

/** Ends the account's sessions and voids its open reset and set-password links. */
export async function revokeAccess(tx: Tx, userId: string): Promise<void> {
  await invalidateUserSessions(tx, userId);
  await tablesOf<IdentityTables>(tx).deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}

/** A deleted account: no way in is left, no password hash and no second factor. */
export async function forgetCredentials(tx: Tx, userId: string): Promise<void> {
  await revokeAccess(tx, userId);
  await forgetMfa(tx, userId);
  await tablesOf<IdentityTables>(tx).deleteFrom('user_credentials').where('user_id', '=', userId).execute();
}
