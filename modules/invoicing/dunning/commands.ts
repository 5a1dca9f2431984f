import type { AppContext } from '../../../server/context';
import { runner, type EventMetadata } from '../../../server/eventstore';
import { invoiceDecider } from '../invoice';
import { dunningSchedule } from './settings';

const runInvoice = runner(invoiceDecider);

/** The admin sends the invoice's next dunning level (its rules: invoice/dunning.ts). */
export function sendNextDunningLevel(ctx: AppContext, invoiceId: string, meta: EventMetadata): Promise<void> {
  return runInvoice(
    ctx,
    invoiceId,
    async (tx, now) => ({ type: 'SendDunning', schedule: await dunningSchedule(tx), sweep: false, now }),
    meta,
  );
}
