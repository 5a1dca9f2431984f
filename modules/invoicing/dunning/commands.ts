import type { AppContext } from '../../../server/context';
import { runner, type EventMetadata } from '../../../server/eventstore';
import { invoiceDecider } from '../invoice';
import type { DebitSubmitted } from '../payments';
import { dunningSchedule } from './settings';

const runInvoice = runner(invoiceDecider);

/**
 * The admin sends the invoice's next dunning level (its rules: invoice/dunning.ts); refused while
 * its direct debit is in a collection (`debitSubmitted`, sepa's, handed in at start-up).
 */
export function sendNextDunningLevel(
  ctx: AppContext,
  debitSubmitted: DebitSubmitted,
  invoiceId: string,
  meta: EventMetadata,
): Promise<void> {
  return runInvoice(
    ctx,
    invoiceId,
    async (tx, now) => ({
      type: 'SendDunning',
      schedule: await dunningSchedule(tx),
      sweep: false,
      debitSubmitted: await debitSubmitted(tx, invoiceId),
      now,
    }),
    meta,
  );
}
