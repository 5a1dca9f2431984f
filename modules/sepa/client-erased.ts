import { handle, reactionsTo } from '../../server/eventstore';
import type { UserDeleted } from '../identity';
import { mandateDecider } from './decide';

/**
 * A client who deletes their account keeps no direct debit: in the deletion's transaction their
 * active mandate ends ('erased'), and that `MandateRevoked` does what every ended mandate does
 * (mandate-ended.ts): a debit in a collection still in the office leaves it ('Konto gelöscht'); one
 * at the bank stays and the office's list asks for the bank's recall; a debit only pre-notified is
 * never collected (no active mandate). The invoices stay owed: they are the firm's records (GoBD).
 */
export const clientErasedReactions = reactionsTo<UserDeleted>({
  async UserDeleted(tx, e, { store }) {
    const ended = await handle(store, tx, mandateDecider, e.data.userId, {
      type: 'EndMandateForErasure',
      now: new Date(e.data.at),
    });
    if (ended.events.length > 0) await store.append(tx, [ended], { ...e.metadata, causationId: e.eventId });
  },
});
