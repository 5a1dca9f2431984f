import { berlinDateOf } from '../../../lib/german/time';
import type { InvoiceCreditSetOff } from '../events';
import { owedCents } from './payments';
import { refundableCents, type RefundableState } from './refund';

// 'Guthaben verrechnen': a client's credit on one invoice (overpaid, or cancelled with money on it)
// pays their next open invoice instead of being refunded. This invoice gives the credit up (its paid
// amount goes down, as by a refund); the other takes it as a payment 'Verrechnung' (payments.ts).
// Both sides book the set-off clearing account in DATEV, which nets to zero.

export type SetOffError =
  | 'InvoiceNotFound'
  | 'NoCreditToSetOff'
  | 'SetOffTargetInvalid'
  | 'SetOffOtherClient'
  | 'SetOffTargetNotOpen'
  | 'InvalidSetOffAmount'
  | 'SetOffDebitSubmitted'
  | { code: 'SetOffTooLarge'; maxCents: number };

/** The invoice the credit pays, as its own stream folds it (read in the command's transaction). */
export interface SetOffTarget {
  id: string;
  number: string | null;
  clientId: string | null;
  /** an issued invoice (not a credit note, not cancelled) */
  payable: boolean;
  /** what it still asks: owed less paid */
  openCents: number;
  /** its direct debit is in a SEPA collection (neither returned nor withdrawn): the bank collects it */
  debitSubmitted: boolean;
}

/** The other invoice as the set-off reads it from its folded state (null: no such invoice). */
export const setOffTargetOf = (id: string, state: RefundableState, debitSubmitted: boolean): SetOffTarget | null =>
  state.status === 'none'
    ? null
    : {
        id,
        number: state.issued?.number ?? null,
        clientId: state.clientId,
        payable: state.status === 'issued' && state.kind === 'invoice',
        openCents: owedCents(state) - state.paidCents,
        debitSubmitted,
      };

export interface SetOffCredit {
  type: 'SetOffCredit';
  setOffId: string;
  amountCents: number;
  /** null: no such invoice */
  target: SetOffTarget | null;
  now: Date;
}

/** The most that may be set off: never more than the credit, never more than the other invoice asks. */
const setOffMaxCents = (state: RefundableState, target: SetOffTarget): number =>
  Math.min(refundableCents(state), Math.max(0, target.openCents));

export function decideSetOff(c: SetOffCredit, state: RefundableState, id: string): InvoiceCreditSetOff[] | SetOffError {
  if (state.status === 'none') return 'InvoiceNotFound';
  if (state.kind === 'credit_note' || !state.issued || refundableCents(state) === 0) return 'NoCreditToSetOff';
  const { target } = c;
  if (!target || target.id === id || !target.payable || !target.number) return 'SetOffTargetInvalid';
  if (target.clientId !== state.clientId) return 'SetOffOtherClient';
  if (target.openCents <= 0) return 'SetOffTargetNotOpen';
  // The debit collects what was open when its collection was made: a set-off now is paid twice.
  if (target.debitSubmitted) return 'SetOffDebitSubmitted';
  if (!Number.isInteger(c.amountCents) || c.amountCents <= 0) return 'InvalidSetOffAmount';
  const max = setOffMaxCents(state, target);
  if (c.amountCents > max) return { code: 'SetOffTooLarge', maxCents: max };
  const data = {
    invoiceId: id,
    clientId: state.clientId!,
    setOffId: c.setOffId,
    invoiceNumber: state.issued.number,
    toInvoiceId: target.id,
    toInvoiceNumber: target.number,
    amountCents: c.amountCents,
    bookedOn: berlinDateOf(c.now),
    at: c.now.toISOString(),
  };
  return [{ type: 'InvoiceCreditSetOff', data }];
}
