import { berlinDateOf } from '../../../lib/german/time';
import type { InvoiceKind, IssuedInvoice } from '../contract';
import type { InvoicePaymentRecorded, InvoiceReminderSent } from '../events';

// The payment and reminder rules of an invoice (its decider, decide.ts here, delegates to them).

export type PaymentError =
  | 'InvoiceNotFound'
  | 'PaymentOnUnissued'
  | 'PaymentOnCreditNote'
  | 'PaymentOnCancelled'
  | 'InvalidPaymentAmount'
  | 'ReminderNotDue';

/** What of an invoice's state the payment rules read. */
interface PayableState {
  status: 'none' | 'draft' | 'issued' | 'cancelled' | 'discarded';
  kind: InvoiceKind;
  clientId: string | null;
  issued: IssuedInvoice | null;
  paidCents: number;
  paymentIds: readonly string[];
  remindedOn: string | null;
}

/**
 * A payment on the invoice, as its event books it (without the invoice's ids and the time): `paymentId`
 * is its identity (a statement line confirmed twice books once).
 */
export interface RecordPayment extends Omit<InvoicePaymentRecorded['data'], 'invoiceId' | 'clientId' | 'at'> {
  type: 'RecordPayment';
  now: Date;
}

/** The dunning sweep's command: one friendly reminder once the invoice is overdue. */
export interface SendPaymentReminder {
  type: 'SendPaymentReminder';
  now: Date;
}

function payable(state: PayableState): PaymentError | null {
  // An id naming no invoice is 'not found', not a draft (the admin may have chosen a wrong one).
  if (state.status === 'none') return 'InvoiceNotFound';
  if (state.status === 'draft' || state.status === 'discarded') return 'PaymentOnUnissued';
  if (state.kind === 'credit_note') return 'PaymentOnCreditNote';
  if (state.status === 'cancelled') return 'PaymentOnCancelled';
  return null;
}

export function decidePayment(
  c: RecordPayment,
  state: PayableState,
  id: string,
): InvoicePaymentRecorded[] | PaymentError {
  // The same payment again (a retry, a second admin) books nothing, whatever happened since.
  if (state.paymentIds.includes(c.paymentId)) return [];
  const refused = payable(state);
  if (refused) return refused;
  if (!Number.isInteger(c.amountCents) || c.amountCents <= 0) return 'InvalidPaymentAmount';
  const { paymentId, amountCents, bookedOn, source, reference, statementLineId } = c;
  return [
    {
      type: 'InvoicePaymentRecorded',
      data: {
        invoiceId: id,
        clientId: state.clientId!,
        paymentId,
        amountCents,
        bookedOn,
        source,
        reference,
        statementLineId,
        at: c.now.toISOString(),
      },
    },
  ];
}

/** Overdue: issued, not cancelled, past its due date (Berlin calendar) and not fully paid. */
function isOverdue(state: PayableState, now: Date): boolean {
  if (payable(state) || !state.issued) return false;
  return berlinDateOf(now) > state.issued.dueOn && state.paidCents < state.issued.amounts.grossCents;
}

export function decideReminder(
  c: SendPaymentReminder,
  state: PayableState,
  id: string,
): InvoiceReminderSent[] | PaymentError {
  // Once only: a second sweep (or a second instance) after the first finds it reminded.
  if (state.remindedOn !== null) return [];
  if (!isOverdue(state, c.now)) return 'ReminderNotDue';
  const data = { invoiceId: id, clientId: state.clientId!, remindedOn: berlinDateOf(c.now), at: c.now.toISOString() };
  return [{ type: 'InvoiceReminderSent', data }];
}
