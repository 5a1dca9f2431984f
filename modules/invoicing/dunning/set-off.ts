import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../server/context';
import { handle, runAcross, type EventMetadata } from '../../../server/eventstore';
import { berlinDateOf } from '../../../lib/german/time';
import { formatCents } from '../../../lib/german/format';
import { setOffNoteFrom, type SetOffAnswer } from '../contract';
import { invoiceDecider, setOffTargetOf } from '../invoice';
import type { DebitSubmitted } from '../payments';
import { payableInvoicesByIds } from '../payment-queries';
import { findUserPackage } from '../../packages';

type InvoiceState = ReturnType<typeof invoiceDecider.initialState>;

/**
 * 'Guthaben verrechnen': in one transaction the credit leaves invoice `fromId` (its rule:
 * invoice/set-off.ts, given the other invoice as its stream folds it) and pays `toId` as a payment
 * 'Verrechnung' (the payment rules, payments.ts). Both streams are locked first, in id order, so two
 * set-offs between the same invoices the other way round queue instead of deadlocking.
 */
export async function setOffCredit(
  ctx: AppContext,
  debitSubmitted: DebitSubmitted,
  fromId: string,
  input: { toInvoiceId: string; amount: number },
  meta: EventMetadata,
): Promise<SetOffAnswer> {
  const setOffId = randomUUID();
  const paymentId = randomUUID();
  let numbers = { from: '', to: '' };
  const seen: { package?: { id: string; status: string | null } } = {};
  await runAcross(ctx, meta, async (tx, now) => {
    const states = new Map<string, InvoiceState>();
    for (const id of [fromId, input.toInvoiceId].sort())
      states.set(id, (await ctx.store.load(tx, invoiceDecider.toStreamId(id), invoiceDecider)).state);
    const submitted = await debitSubmitted(tx, input.toInvoiceId);
    const target = setOffTargetOf(input.toInvoiceId, states.get(input.toInvoiceId)!, submitted);
    const given = await handle(ctx.store, tx, invoiceDecider, fromId, {
      type: 'SetOffCredit',
      setOffId,
      amountCents: input.amount,
      target,
      now,
    });
    const event = given.events[0];
    if (event?.type !== 'InvoiceCreditSetOff') throw new Error('a set-off gives the credit up');
    numbers = { from: event.data.invoiceNumber, to: event.data.toInvoiceNumber };
    const packageId = (await payableInvoicesByIds(tx, [input.toInvoiceId])).get(input.toInvoiceId)?.userPackageId;
    if (packageId) seen.package = { id: packageId, status: (await findUserPackage(tx, packageId))?.status ?? null };
    const paid = await handle(ctx.store, tx, invoiceDecider, input.toInvoiceId, {
      type: 'RecordPayment',
      paymentId,
      amountCents: input.amount,
      bookedOn: berlinDateOf(now),
      source: 'manual',
      reference: null,
      statementLineId: null,
      method: 'offsetting',
      note: setOffNoteFrom(event.data.invoiceNumber),
      // Names the set-off, so it is taken back as one (set-off-take-back.ts) and never alone.
      setOffId,
      now,
    });
    return [given, paid];
  });
  // Paid in full, the package may have been activated by the payment's reaction (payments'
  // paid-in-full.ts, as for any payment): the office learns it here, as after a payment by hand.
  const after = seen.package && (await findUserPackage(ctx.db, seen.package.id))?.status;
  const activated = seen.package?.status !== 'active' && after === 'active' ? ' Das Paket wurde aktiviert.' : '';
  return {
    amountCents: input.amount,
    fromInvoiceNumber: numbers.from,
    toInvoiceNumber: numbers.to,
    message: `Guthaben über ${formatCents(input.amount)} aus Rechnung ${numbers.from} mit Rechnung ${numbers.to} verrechnet.${activated}`,
  };
}
