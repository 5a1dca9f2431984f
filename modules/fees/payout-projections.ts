import { tablesOf, type Tx } from '../../server/db/kysely';
import { projectionByType } from '../../server/eventstore';
import type { PayoutEvent } from './payout-events';
import type { PayoutTables } from './payout-tables';

const t = (tx: Tx) => tablesOf<PayoutTables>(tx);

/** `fee_payouts` and `fee_payout_items`: each payout, its transfers and which the bank has booked. */
export const payoutProjection = projectionByType<PayoutEvent>({
  name: 'fees.payouts',
  tables: ['fee_payouts', 'fee_payout_items'],
  on: {
    PayoutCreated: async (tx, { data: d }) => {
      await t(tx)
        .insertInto('fee_payouts')
        .values({
          id: d.payoutId,
          message_id: d.messageId,
          execution_date: d.executionDate,
          total_cents: d.totalCents,
          created_by: d.byId,
          created_at: new Date(d.at),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await t(tx)
        .insertInto('fee_payout_items')
        .values(
          // A Gutschrift set off against a transfer is a row of its own, below 0, settled with it.
          d.transfers.flatMap((x) =>
            [{ statementId: x.statementId, number: x.number, amountCents: x.amountCents }, ...(x.offsets ?? [])].map(
              (row) => ({
                statement_id: row.statementId,
                payout_id: d.payoutId,
                partner_id: x.partnerId,
                number: row.number,
                amount_cents: row.amountCents,
                paid_on: null,
                bank_line_id: null,
              }),
            ),
          ),
        )
        .onConflict((oc) => oc.column('statement_id').doNothing())
        .execute();
    },
    // Applied twice, the first booking stays.
    PayoutPaid: (tx, { data: d }) =>
      t(tx)
        .updateTable('fee_payout_items')
        .set({ paid_on: d.bookedOn, bank_line_id: d.bankLineId })
        .where('statement_id', 'in', d.statementIds)
        .where('paid_on', 'is', null)
        .execute(),
  },
});
