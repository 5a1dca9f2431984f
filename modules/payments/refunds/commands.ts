import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../server/context';
import type { Tx } from '../../../server/db/kysely';
import { runAcross, type EventMetadata, type EventStore } from '../../../server/eventstore';
import { formatCents } from '../../../lib/german/format';
import type { OutgoingDebit } from '../../fees';
import { bookRefundIn, clientOfInvoice, markRefundPaidIn, openRefunds } from '../../invoicing';
import { payeeOf } from './queries';
import type { RefundRequest } from './contract';
import { refundsPaidBy } from './match';

// The office books a refund (issue 31, item 6): the payee's account from the request, else the
// client's SEPA mandate, else the statement line that paid; the rules are the invoice's.

type ReadRefund = Omit<RefundRequest, 'amount' | 'iban' | 'accountHolder'> & {
  amount: number;
  iban: string | null;
  accountHolder: string | null;
};

export async function bookRefund(
  ctx: AppContext,
  invoiceId: string,
  request: ReadRefund,
  meta: EventMetadata,
): Promise<{ refundId: string; message: string }> {
  const refundId = randomUUID();
  await runAcross(ctx, meta, async (tx, now) => {
    const clientId = await clientOfInvoice(tx, invoiceId);
    const payee = clientId ? await payeeOf(tx, invoiceId, clientId, request) : null;
    const decision = await bookRefundIn(ctx.store, tx, invoiceId, {
      refundId,
      amountCents: request.amount,
      reason: request.reason,
      payee,
      now,
    });
    return [decision];
  });
  return {
    refundId,
    message: `Erstattung über ${formatCents(request.amount)} gebucht. Laden Sie die Überweisungsdatei (XML) herunter und reichen Sie sie bei Ihrer Bank ein.`,
  };
}

/**
 * A statement's other debits, inside the import's transaction: each naming an open refund's
 * end-to-end id with its exact amount marks that refund executed. Answers the decisions to append.
 */
export async function settleRefundDebitsIn(store: EventStore, tx: Tx, debits: readonly OutgoingDebit[], now: Date) {
  if (debits.length === 0) return [];
  const open = (await openRefunds(tx)).map((r) => ({
    id: r.id,
    invoiceId: r.invoice_id,
    endToEndId: r.end_to_end_id,
    amountCents: r.amount_cents,
  }));
  // One decision per invoice: two refunds of one invoice in one file are marked together.
  const byInvoice = new Map<string, { refundId: string; bankLineId: string; paidOn: string }[]>();
  for (const { refund, debit } of refundsPaidBy(debits, open))
    byInvoice.set(refund.invoiceId, [
      ...(byInvoice.get(refund.invoiceId) ?? []),
      { refundId: refund.id, bankLineId: debit.bankLineId, paidOn: debit.bookedOn },
    ]);
  const decisions = [];
  for (const [invoiceId, paid] of byInvoice) {
    const decision = await markRefundPaidIn(store, tx, invoiceId, { paid, now });
    if (decision.events.length > 0) decisions.push(decision);
  }
  return decisions;
}
