import { reactionsTo } from '../../server/eventstore';
import { booksKeptUntil } from '../../server/erasure';
import type { StatementLineEvent } from './events';

/** A bank line's payer and purpose are sealed with the line's own key (privacy.ts); it goes when the books may. */
export const retentionReactions = reactionsTo<StatementLineEvent>({
  async StatementLineImported(tx, e, { store }) {
    await store.keys.retainContractUntil(tx, e.data.lineId, booksKeptUntil(Number(e.data.bookedOn.slice(0, 4))));
  },
});
