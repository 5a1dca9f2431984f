import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { DomainError, handle, runAcrossAnswering, type EventMetadata, type EventStore } from '../../server/eventstore';
import type { Actor } from '../identity/contract';
import { bookedPayment, payableInvoicesByIds, recordInvoicePaymentIn, takeBackPaymentIn } from '../invoicing';
import type { ManualPaymentRequest } from '../invoicing/contract';
import { findUserPackage } from '../packages';
import type { UserPackageStatus } from '../packages/contract';
import type { ConfirmOutcome } from './confirm-message';
import { statementLineDecider } from './decide';
import { activationWhenPaid } from './paid-in-full';

// What a payment on an invoice causes, as the admin's toast says it (paid-in-full.ts activates), a payment
// booked by hand, and the undo of any booked payment (issue 31, item 3).

/** A payment by hand as the route validated it (the date as ISO, the note null when empty). */
type ManualPayment = Omit<ManualPaymentRequest, 'note'> & { date: string; note: string | null };

/**
 * What a payment of `amountCents` on `invoiceId`, decided and not yet appended, will cause besides
 * itself, for the admin's toast: the activation is the reaction's to the payment (`paid-in-full.ts`,
 * whatever paid the invoice); here it is only decided, to say whether it follows.
 */
export async function afterPayment(store: EventStore, tx: Tx, invoiceId: string, amountCents: number, now: Date) {
  const invoice = (await payableInvoicesByIds(tx, [invoiceId])).get(invoiceId)!;
  // Money on a cancelled invoice pays nothing: it is the client's credit and activates no package.
  const invoiceCancelled = invoice.status === 'cancelled';
  const invoicePaid = !invoiceCancelled && invoice.paidCents + amountCents >= invoice.grossCents;
  const activates = invoicePaid && (await activationWhenPaid(store, tx, invoiceId, amountCents, now)) !== null;
  // The toast names what the package is now: activated here, or as it was (active, ended, waiting).
  const before = activates ? null : await findUserPackage(tx, invoice.userPackageId);
  const packageStatus = activates ? 'active' : ((before?.status as UserPackageStatus | undefined) ?? null);
  const outcome: ConfirmOutcome = { invoicePaid, packageActivated: activates, packageStatus, invoiceCancelled };
  return outcome;
}

/**
 * The admin books a payment no statement shows (cash, another account, offsetting) on an invoice:
 * the invoice's rules decide (issued, not cancelled, a positive amount, not dated in the future); as a
 * confirmed statement line, a payment in full activates the package when the setting says so.
 */
export async function bookManualPayment(
  ctx: AppContext,
  payment: ManualPayment,
  meta: EventMetadata,
): Promise<{ paymentId: string; outcome: ConfirmOutcome }> {
  const paymentId = randomUUID();
  const outcome = await runAcrossAnswering(ctx, meta, async (tx, now) => {
    const booked = await recordInvoicePaymentIn(ctx.store, tx, payment.invoiceId, {
      paymentId,
      amountCents: payment.amount,
      bookedOn: payment.date,
      source: 'manual',
      reference: null,
      statementLineId: null,
      method: payment.method,
      note: payment.note,
      now,
    });
    const outcome = await afterPayment(ctx.store, tx, payment.invoiceId, payment.amount, now);
    return { appends: [booked], result: outcome };
  });
  return { paymentId, outcome };
}

/**
 * The admin takes back a booked payment with a reason (issue 31): the invoice's `takeBackPaymentIn`,
 * and, when it came from a statement line, that line is open again, to be confirmed onto the right
 * invoice. One transaction. Answers the invoice it was on.
 */
export async function undoPayment(
  ctx: AppContext,
  actor: Actor,
  paymentId: string,
  reason: string,
  meta: EventMetadata,
): Promise<string> {
  return runAcrossAnswering(ctx, meta, async (tx, now) => {
    const payment = await bookedPayment(tx, paymentId);
    if (!payment) throw new DomainError('invoicing', 'PaymentNotFound');
    const undone = await takeBackPaymentIn(ctx.store, tx, { ...payment, paymentId, reason, kind: 'undo', now });
    const line = payment.statementLineId
      ? [
          await handle(ctx.store, tx, statementLineDecider, payment.statementLineId, {
            type: 'ReopenLine',
            paymentId,
            actor,
            now,
          }),
        ]
      : [];
    return { appends: [undone, ...line], result: payment.invoiceId };
  });
}
