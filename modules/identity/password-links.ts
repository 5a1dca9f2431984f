import { tablesOf, type Tx } from '../../server/db/kysely';
import { reactionsTo, type ReactionContext, type Stored } from '../../server/eventstore';
import { queues } from '../../jobs/boss';
import type { IdentityEvent, PasswordResetRequested, PasswordSetupRequested } from './events';
import { passwordResetMail, welcomePartnerMail, type LinkMail } from './mails';
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

/** Issues the link's token and queues the e-mail `mail` writes with it, keyed by the event (sent once). */
const sendLink =
  (mail: LinkMail) =>
  async (tx: Tx, e: Stored<PasswordResetRequested | PasswordSetupRequested>, { store, publicUrl }: ReactionContext) => {
    const user = await findUserById(tx, e.data.userId);
    if (!user) return;
    const link = `${publicUrl}/?reset_token=${await issueToken(tx, user.id, new Date(e.data.expiresAt))}`;
    await store.enqueueJob(tx, queues.email, mail({ to: e.data.email, name: user.name, link }), e.eventId);
  };

/**
 * A requested reset and a new Accelerator's invitation each send a link to set a password. The
 * token is made here, in the event's transaction, so it never enters the log.
 */
export const passwordLinkReactions = reactionsTo<IdentityEvent>({
  PasswordResetRequested: sendLink(passwordResetMail),
  PasswordSetupRequested: sendLink(welcomePartnerMail),
});
