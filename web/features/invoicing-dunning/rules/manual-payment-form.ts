import { z } from 'zod';
import {
  manualPaymentMethods,
  manualPaymentRequest,
  paymentMessages,
  paymentMethodLabels,
  type ManualPaymentRequest,
} from '../../../../modules/invoicing/contract';
import { formatCalendarDate } from '../../../../lib/german/format';
import { germanNumber } from '../../../lib/german-number';

// The form 'Zahlung buchen': the amount typed the German way ('1.234,56'), the day as TT.MM.JJJJ;
// both read as meant or refused with the contract's German messages, never changed silently.

export interface ManualPaymentForm {
  amount: string;
  date: string;
  method: string;
  note: string;
}

export const methodOptions = manualPaymentMethods.map((id) => ({ id, label: paymentMethodLabels[id] }));

/** A fresh form: the open amount and today, cash preselected (the usual case at the office's desk). */
export const emptyManualPayment = (openCents: number, today: string): ManualPaymentForm => ({
  amount: (openCents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  date: formatCalendarDate(today),
  method: 'cash',
  note: '',
});

const euros = germanNumber({ required: true, decimals: 2, min: 0.01, messages: { required: paymentMessages.amount } });

/** The form's values as the request: euros to whole cents (rounded from two decimals, so exact). */
export const manualPaymentForm = z
  .object({ amount: euros, date: z.string(), method: z.string(), note: z.string() })
  .transform((v, ctx) => {
    const request = {
      invoiceId: '00000000-0000-4000-8000-000000000000',
      amount: Math.round(v.amount! * 100),
      date: v.date,
      method: v.method,
      note: v.note,
    };
    const checked = manualPaymentRequest.safeParse(request);
    if (checked.success)
      return { amount: request.amount, date: checked.data.date, method: checked.data.method, note: checked.data.note };
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export function manualPaymentRequestOf(invoiceId: string, form: ManualPaymentForm): ManualPaymentRequest {
  const v = manualPaymentForm.parse(form);
  return { invoiceId, ...v };
}
