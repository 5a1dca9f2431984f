import { berlinDateOf } from '../../../lib/german/time';
import {
  MAX_ENTERED_CENTS,
  type DunningLevel,
  type InvoiceKind,
  type IssuedInvoice,
  type TakeBackKind,
} from '../contract';
import type { InvoicePaymentRecorded, InvoicePaymentUndone } from '../events';

// The payment rules of an invoice: booking one (from a statement line, by hand, at activation) and
// taking one back (its decider, decide.ts here, delegates to them; dunning is dunning.ts).

export type PaymentError =
  | 'InvoiceNotFound'
  | 'PaymentOnUnissued'
  | 'PaymentOnCreditNote'
  | 'PaymentOnCancelled'
  | 'InvalidPaymentAmount'
  | 'PaymentTotalTooLarge'
  | 'PaymentInFuture'
  | { code: 'PaymentBeforeInvoice'; issuedOn: string }
  | 'OffsettingNeedsNote'
  | 'PaymentNotFound'
  | 'PaymentAlreadyUndone'
  | 'PaymentIsSetOff';

/** A payment as the invoice's state keeps it. */
export interface BookedPayment {
  id: string;
  amountCents: number;
  bookedOn: string;
  undone: boolean;
  /** paid by a client's credit set off from another invoice: taken back only with the set-off */
  setOffId?: string;
}

/** What of an invoice's state the payment and dunning rules read. */
export interface PayableState {
  status: 'none' | 'draft' | 'issued' | 'cancelled' | 'discarded';
  kind: InvoiceKind;
  clientId: string | null;
  issued: IssuedInvoice | null;
  /** what the standing payments add up to */
  paidCents: number;
  payments: readonly BookedPayment[];
  /** the dunning level sent last (0: none), its day, and the day of the first */
  dunningLevel: DunningLevel | 0;
  lastDunnedOn: string | null;
  remindedOn: string | null;
  /** what partial credit notes took off the invoice (gross cents): it is not owed */
  credited: { grossCents: number };
  /** money paid back (refund.ts): a negative payment from its day */
  refunds: readonly { amountCents: number; bookedOn: string }[];
}

/** What the client owes for the invoice in all: its gross less partial credit notes. */
export const owedCents = (state: Pick<PayableState, 'issued' | 'credited'>): number =>
  (state.issued?.amounts.grossCents ?? 0) - state.credited.grossCents;

/**
 * A payment on the invoice, as its event books it (without the invoice's ids and the time): `paymentId`
 * is its identity (a statement line confirmed twice books once).
 */
export interface RecordPayment extends Omit<InvoicePaymentRecorded['data'], 'invoiceId' | 'clientId' | 'at'> {
  type: 'RecordPayment';
  now: Date;
}

/** Take a booked payment back: the admin's undo, a bank's reversal, a returned direct debit. */
export interface TakeBackPayment {
  type: 'TakeBackPayment';
  paymentId: string;
  kind: TakeBackKind;
  reason: string;
  now: Date;
}

export function payable(state: Pick<PayableState, 'status' | 'kind'>): PaymentError | null {
  // An id naming no invoice is 'not found', not a draft (the admin may have chosen a wrong one).
  if (state.status === 'none') return 'InvoiceNotFound';
  if (state.status === 'draft' || state.status === 'discarded') return 'PaymentOnUnissued';
  if (state.kind === 'credit_note') return 'PaymentOnCreditNote';
  if (state.status === 'cancelled') return 'PaymentOnCancelled';
  return null;
}

/**
 * A payment the admin books by hand is dated no later than today (money not yet received is not
 * booked) and not before the invoice's date, and an offsetting says against what (the adviser books it against that account).
 */
function manualRefusal(c: RecordPayment, issuedOn: string | null): PaymentError | null {
  if (c.source !== 'manual') return null;
  if (c.bookedOn > berlinDateOf(c.now)) return 'PaymentInFuture';
  // Nor before the invoice: money by hand is for an invoice written (01.01.1900 was taken and landed
  // in a DATEV month long exported). A statement's day is the bank's and stays as it is.
  if (issuedOn && c.bookedOn < issuedOn) return { code: 'PaymentBeforeInvoice', issuedOn };
  if (c.method === 'offsetting' && !c.note) return 'OffsettingNeedsNote';
  return null;
}

export function decidePayment(
  c: RecordPayment,
  state: PayableState,
  id: string,
): InvoicePaymentRecorded[] | PaymentError {
  // The same payment again (a retry, a second admin) books nothing, whatever happened since.
  if (state.payments.some((p) => p.id === c.paymentId)) return [];
  const refused = payable(state);
  // Money a bank statement shows is in the firm's account whatever the invoice's state: a direct
  // debit made before the Storno may already be at the bank. Booked, it stands as the client's credit
  // (paid beyond what the cancelled invoice asks) that the refund pays back; refused, nobody saw it.
  if (refused && !(refused === 'PaymentOnCancelled' && c.source === 'statement')) return refused;
  if (!Number.isInteger(c.amountCents) || c.amountCents <= 0) return 'InvalidPaymentAmount';
  // An invoice's payments stay within what one amount may be (20 Mio. €): more is a typo, and the paid
  // total would leave the integer column's range (a second 20 Mio. € answered 500).
  if (state.paidCents + c.amountCents > MAX_ENTERED_CENTS) return 'PaymentTotalTooLarge';
  const manual = manualRefusal(c, state.issued?.issuedOn ?? null);
  if (manual) return manual;
  const { type: _type, now, ...payment } = c;
  return [
    {
      type: 'InvoicePaymentRecorded',
      data: { invoiceId: id, clientId: state.clientId!, ...payment, at: now.toISOString() },
    },
  ];
}

/**
 * Taking back a payment booked on this invoice, once: whatever the invoice's state since (a
 * cancelled invoice's payment may still come back from the bank).
 */
export function decideTakeBack(
  c: TakeBackPayment,
  state: PayableState,
  id: string,
): InvoicePaymentUndone[] | PaymentError {
  if (state.status === 'none') return 'InvoiceNotFound';
  const payment = state.payments.find((p) => p.id === c.paymentId);
  if (!payment) return 'PaymentNotFound';
  if (payment.undone) return 'PaymentAlreadyUndone';
  // Undone alone, the credit it came from would be lost (the first invoice would not hold it again).
  if (payment.setOffId && c.kind !== 'set_off') return 'PaymentIsSetOff';
  const data = {
    invoiceId: id,
    clientId: state.clientId!,
    paymentId: payment.id,
    amountCents: payment.amountCents,
    kind: c.kind,
    reason: c.reason,
    undoneOn: berlinDateOf(c.now),
    at: c.now.toISOString(),
  };
  return [{ type: 'InvoicePaymentUndone', data }];
}
