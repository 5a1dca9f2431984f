import { berlinDateOf } from '../../../lib/german/time';
import type { InvoiceRefundBooked, InvoiceRefundPaid } from '../events';
import { owedCents, type PayableState } from './payments';

// Refunds (issue 31, item 6): money the firm pays back on an invoice after a (partial) credit note,
// a cancellation or an overpayment. At most what was paid beyond what the invoice still asks; it
// lowers the invoice's paid amount (DATEV books it as a payment the other way round) and stands
// 'booked' until a debit on a bank statement names its end-to-end id with the exact amount.

export type RefundError =
  | 'InvoiceNotFound'
  | 'RefundOnUnissued'
  | 'RefundOnCreditNote'
  | 'InvalidRefundAmount'
  | 'NothingToRefund'
  | 'RefundNeedsIban'
  | { code: 'RefundTooLarge'; refundableCents: number };

/** A refund as the invoice's state keeps it. */
export interface BookedRefund {
  id: string;
  amountCents: number;
  endToEndId: string;
  /** the day it was booked: from then the money is no longer the invoice's (claims.ts) */
  bookedOn: string;
  paid: boolean;
}

/** The account the money goes to (checked by the caller's contract or taken from a known account). */
export interface RefundPayee {
  name: string;
  iban: string;
}

/** Book a refund of `amountCents` to `payee` (null: no IBAN known). */
export interface BookRefund {
  type: 'BookRefund';
  refundId: string;
  amountCents: number;
  reason: string;
  payee: RefundPayee | null;
  now: Date;
}

/** Debits on a bank statement executed these refunds of the invoice (the bank's line id and day). */
export interface MarkRefundPaid {
  type: 'MarkRefundPaid';
  paid: readonly { refundId: string; bankLineId: string; paidOn: string }[];
  now: Date;
}

export type RefundableState = Pick<
  PayableState,
  'status' | 'kind' | 'clientId' | 'issued' | 'credited' | 'paidCents'
> & {
  refunds: readonly BookedRefund[];
};

/**
 * What may be paid back: what was paid less what the invoice still asks (its gross less partial
 * credit notes; nothing once it is cancelled, its credit note took all of it back).
 */
export const refundableCents = (state: RefundableState): number =>
  Math.max(0, state.paidCents - (state.status === 'cancelled' ? 0 : owedCents(state)));

/** The transfer's end-to-end id, which the bank hands back on the statement: 'ERST-2026-0012-1'. */
export const refundEndToEndId = (invoiceNumber: string, n: number): string =>
  `ERST-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '')}-${n}`.slice(0, 35);

export function decideRefund(c: BookRefund, state: RefundableState, id: string): InvoiceRefundBooked[] | RefundError {
  // The same refund again (a retried request) books nothing.
  if (state.refunds.some((r) => r.id === c.refundId)) return [];
  if (state.status === 'none') return 'InvoiceNotFound';
  if (state.status === 'draft' || state.status === 'discarded' || !state.issued) return 'RefundOnUnissued';
  if (state.kind === 'credit_note') return 'RefundOnCreditNote';
  if (!Number.isInteger(c.amountCents) || c.amountCents <= 0) return 'InvalidRefundAmount';
  const refundable = refundableCents(state);
  if (refundable === 0) return 'NothingToRefund';
  if (c.amountCents > refundable) return { code: 'RefundTooLarge', refundableCents: refundable };
  if (!c.payee) return 'RefundNeedsIban';
  const data = {
    invoiceId: id,
    clientId: state.clientId!,
    refundId: c.refundId,
    invoiceNumber: state.issued.number,
    amountCents: c.amountCents,
    reason: c.reason,
    payee: c.payee,
    endToEndId: refundEndToEndId(state.issued.number, state.refunds.length + 1),
    bookedOn: berlinDateOf(c.now),
    at: c.now.toISOString(),
  };
  return [{ type: 'InvoiceRefundBooked', data }];
}

/** Marks booked refunds executed, each once (a statement uploaded again marks nothing twice). */
export function decideRefundPaid(c: MarkRefundPaid, state: RefundableState, id: string): InvoiceRefundPaid[] {
  return c.paid
    .filter((p) => state.refunds.some((r) => r.id === p.refundId && !r.paid))
    .map((p) => ({
      type: 'InvoiceRefundPaid' as const,
      data: { invoiceId: id, clientId: state.clientId!, ...p, at: c.now.toISOString() },
    }));
}
