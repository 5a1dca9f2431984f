import { handle, reactionsTo } from '../../server/eventstore';
import { collectionsDecider } from './decide-collections';
import { COLLECTIONS_ID, type MandateRevoked } from './events';

/**
 * A mandate ended (revoked by the client, or replaced by one on another account): in its
 * transaction, each of its debits still in a collection the office has not handed to the bank
 * leaves it (no debit on an ended mandate). The mandate's lock is held; the collections' lock is
 * taken after it, never the other way round (a collection reads the mandates without their lock).
 */
export const mandateEndedReactions = reactionsTo<MandateRevoked>({
  MandateRevoked: async (tx, e, { store }) => {
    const withdrawn = await handle(store, tx, collectionsDecider, COLLECTIONS_ID, {
      type: 'WithdrawForEndedMandate',
      mandateId: e.data.mandateId,
      clientId: e.data.clientId,
      reason: e.data.reason,
      now: new Date(e.data.at),
    });
    if (withdrawn.events.length > 0) await store.append(tx, [withdrawn], { ...e.metadata, causationId: e.eventId });
  },
});
