import { reactionsTo } from '../../server/eventstore';
import { booksKeptUntil } from '../../server/erasure';
import type { StatementEvent } from './events';

/** The seller on an issued statement is sealed with its own key (privacy.ts); it goes when the books may. */
export const retentionReactions = reactionsTo<StatementEvent>({
  async StatementIssued(tx, e, { store }) {
    await store.keys.retainContractUntil(tx, e.data.statementId, booksKeptUntil(e.data.year));
  },
});
