import { tablesOf, type Tx } from '../../server/db/kysely';
import { reactionsTo } from '../../server/eventstore';
import { queues } from '../../jobs/boss';
import type { IdentityEvent } from './events';
import { passwordResetMail, welcomePartnerMail } from './mails';
import { findUserById } from './queries';
import { generateToken, hashToken } from './sessions';
import type { IdentityTables } from './tables';

/** A fresh link token for the user, valid until `expiresAt`; it replaces older ones, only its hash is kept. */
async function issueToken(tx: Tx, userId: string, expiresAt: Date): Promise<string> {
  const token = generateToken();
  const t = tablesOf<IdentityTables>(tx);
  await t.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
  await t
    .insertInto('password_reset_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt, used_at: null })
    .execute();
  return token;
}

/**
 * A requested reset and a new Accelerator's invitation each send a link to set a password. The
 * token is made here, in the event's transaction, so it never enters the log; the e-mail is keyed
 * by the event, so it goes once.
 */
export const passwordLinkReactions = reactionsTo<IdentityEvent>({
  async PasswordResetRequested(tx, e, { store, publicUrl, productName }) {
    const user = await findUserById(tx, e.data.userId);
    if (!user) return;
    const link = `${publicUrl}/?reset_token=${await issueToken(tx, user.id, new Date(e.data.expiresAt))}`;
    await store.enqueueJob(
      tx,
      queues.email,
      passwordResetMail({ to: user.email, name: user.name, link, productName }),
      e.eventId,
    );
  },
  async PasswordSetupRequested(tx, e, { store, publicUrl, productName }) {
    const user = await findUserById(tx, e.data.userId);
    if (!user) return;
    const link = `${publicUrl}/?reset_token=${await issueToken(tx, user.id, new Date(e.data.expiresAt))}`;
    await store.enqueueJob(
      tx,
      queues.email,
      welcomePartnerMail({ to: e.data.email, name: user.name, link, productName }),
      e.eventId,
    );
  },
});
