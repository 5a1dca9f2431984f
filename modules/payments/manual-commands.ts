import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { DomainError, handle, runAcrossAnswering, type EventMetadata, type EventStore } from '../../server/eventstore';
import { findUsersByIds } from '../identity';
import type { Actor } from '../identity/contract';
import { bookedPayment, payableInvoicesByIds, recordInvoicePaymentIn, takeBackPaymentIn } from '../invoicing';
import type { ManualPaymentRequest } from '../invoicing/contract';
import { allocationsOf, findUserPackage, userPackageDecider } from '../packages';
import type { UserPackageStatus } from '../packages/contract';
import type { ConfirmOutcome } from './confirm-message';
import { statementLineDecider } from './decide';
import { paymentSettingsOf } from './queries';

// What follows a payment on an invoice (the package activated when the setting says so), a payment
// booked by hand, and the undo of any booked payment (issue 31, item 3).

/** A payment by hand as the route validated it (the date as ISO, the note null when empty). */
type ManualPayment = Omit<ManualPaymentRequest, 'note'> & { date: string; note: string | null };

/**
 * Activates the invoice's package when the setting says so and it is waiting for activation. Its
 * rules stay the packages module's: a refusal (already active, an Accelerator left) activates
 * nothing and keeps the payment.
 */
async function activationIn(store: EventStore, tx: Tx, userPackageId: string, now: Date) {
  const partners = (await allocationsOf(tx, userPackageId)).map((a) => a.partner_id);
  const people = await findUsersByIds(tx, partners);
  try {
    return await handle(store, tx, userPackageDecider, userPackageId, {
      type: 'ActivatePackage',
      notes: 'Automatisch aktiviert: Zahlung eingegangen.',
      paymentConfirmed: true,
      inactivePartners: partners.filter((id) => people.get(id)?.deactivated_at != null),
      now,
    });
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
}

/**
 * What a payment on `invoiceId` causes besides itself: once the invoice is paid in full and the
 * setting is on, its package activated; and what the admin's toast says about the package.
 */
export async function afterPayment(store: EventStore, tx: Tx, invoiceId: string, amountCents: number, now: Date) {
  const invoice = (await payableInvoicesByIds(tx, [invoiceId])).get(invoiceId)!;
  // Money on a cancelled invoice pays nothing: it is the client's credit and activates no package.
  const invoiceCancelled = invoice.status === 'cancelled';
  const invoicePaid = !invoiceCancelled && invoice.paidCents + amountCents >= invoice.grossCents;
  const auto = invoicePaid && (await paymentSettingsOf(tx)).autoActivate;
  const activation = auto ? await activationIn(store, tx, invoice.userPackageId, now) : null;
  // The toast names what the package is now: activated here, or as it was (active, ended, waiting).
  const before = activation ? null : await findUserPackage(tx, invoice.userPackageId);
  const packageStatus = activation ? 'active' : ((before?.status as UserPackageStatus | undefined) ?? null);
  const outcome: ConfirmOutcome = {
    invoicePaid,
    packageActivated: activation !== null,
    packageStatus,
    invoiceCancelled,
  };
  return { appends: activation ? [activation] : [], outcome };
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
    const { appends, outcome } = await afterPayment(ctx.store, tx, payment.invoiceId, payment.amount, now);
    return { appends: [booked, ...appends], result: outcome };
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
