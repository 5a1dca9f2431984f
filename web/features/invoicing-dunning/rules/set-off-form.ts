import { z } from 'zod';
import { setOffMessages, type OpenItem, type SetOffRequest } from '../../../../modules/invoicing/contract';
import { germanNumber } from '../../../lib/german-number';

// The form 'Guthaben verrechnen': which open invoice of the same client the credit pays, and how
// much, typed the German way; at most the credit and what that invoice asks (the server's rule says
// the same in German when it is more).

export interface SetOffForm {
  toInvoiceId: string;
  amount: string;
}

/** The client's other invoices with money open: where their credit may go. */
export const setOffTargetsOf = (credit: OpenItem, items: readonly OpenItem[]): OpenItem[] =>
  items.filter(
    (i) => !i.credit && i.clientId === credit.clientId && i.invoiceId !== credit.invoiceId && i.openCents > 0,
  );

const euroText = (cents: number) =>
  (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A fresh form: the oldest open invoice, and as much as both allow. */
export function emptySetOff(credit: OpenItem, targets: readonly OpenItem[]): SetOffForm {
  const first = targets[0];
  return {
    toInvoiceId: first?.invoiceId ?? '',
    amount: first ? euroText(Math.min(-credit.openCents, first.openCents)) : '',
  };
}

const euros = germanNumber({ required: true, decimals: 2, min: 0.01, messages: { required: setOffMessages.amount } });

export const setOffForm = z.object({
  toInvoiceId: z.string().min(1, setOffMessages.toInvoice),
  amount: euros,
});

export function setOffRequestOf(form: SetOffForm): SetOffRequest {
  const v = setOffForm.parse(form);
  return { toInvoiceId: v.toInvoiceId, amount: Math.round(v.amount! * 100) };
}
