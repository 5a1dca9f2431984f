import type { Tx } from '../../server/db/kysely';
import { handle, reactionsTo, type ReactionContext, type Stored } from '../../server/eventstore';
import type { PasswordChanged, PasswordReset, UserDeactivated, UserDeleted } from '../identity';
import type { FeedEndReason } from './contract';
import { feedDecider } from './decide';

type EndingEvent = PasswordChanged | PasswordReset | UserDeactivated | UserDeleted;

/** Ends the person's feed in the identity event's own transaction, if they have one. */
const endsFeed =
  (reason: Exclude<FeedEndReason, 'renewed' | 'ended'>) =>
  async (tx: Tx, e: Stored<EndingEvent>, { store }: ReactionContext): Promise<void> => {
    const { userId, at } = e.data;
    const revoked = await handle(store, tx, feedDecider, userId, {
      type: 'RevokeFeed',
      userId,
      reason,
      now: new Date(at),
    });
    await store.append(tx, [revoked], { ...e.metadata, causationId: e.eventId });
  };

/**
 * Where identity ends every session of a person, the feed's address ends too (README): a changed or
 * reset password (the portal's "sign out everywhere"), a deactivated or deleted account.
 */
export const accountEndReactions = reactionsTo<EndingEvent>({
  PasswordChanged: endsFeed('passwordChanged'),
  PasswordReset: endsFeed('passwordReset'),
  UserDeactivated: endsFeed('accountDeactivated'),
  UserDeleted: endsFeed('accountDeleted'),
});
