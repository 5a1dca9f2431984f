import { z } from 'zod';
import { requiredText } from '../../../lib/german/text';
import { cents, MAX_ENTERED_CENTS } from './money';

// 'Guthaben verrechnen' (open items): the client's credit on one invoice pays their other open invoice.

export const setOffMessages = {
  toInvoice: 'Bitte wählen Sie die offene Rechnung, mit der das Guthaben verrechnet wird.',
  amount: 'Bitte geben Sie den Betrag der Verrechnung in Cent als ganze Zahl größer als 0 an (z. B. 9990).',
} as const;

/** What the payment rows say: on the credit's invoice, and on the invoice it pays. */
export const setOffNoteTo = (invoiceNumber: string): string => `Guthaben verrechnet mit Rechnung ${invoiceNumber}`;
export const setOffNoteFrom = (invoiceNumber: string): string => `Guthaben aus Rechnung ${invoiceNumber}`;

/** POST /api/invoices/{id}/set-off (admin): the credit of invoice {id} pays `toInvoiceId`. */
export const setOffRequest = z
  .object({
    toInvoiceId: z.string({ error: setOffMessages.toInvoice }).uuid(setOffMessages.toInvoice),
    amount: z
      .number({ error: setOffMessages.amount })
      .int(setOffMessages.amount)
      .positive(setOffMessages.amount)
      .max(MAX_ENTERED_CENTS, setOffMessages.amount),
  })
  .strict();
export type SetOffRequest = z.input<typeof setOffRequest>;

export const setOffAnswer = z.object({
  amountCents: cents,
  fromInvoiceNumber: z.string(),
  toInvoiceNumber: z.string(),
  message: z.string(),
});
export type SetOffAnswer = z.infer<typeof setOffAnswer>;

/** POST /api/invoices/set-offs/{id}/take-back (admin): why the set-off is taken back. */
export const takeBackSetOffRequest = z
  .object({ reason: requiredText(500, 'Bitte geben Sie einen Grund an.') })
  .strict();

export const takeBackSetOffAnswer = z.object({
  setOffId: z.string(),
  amountCents: cents,
  fromInvoiceNumber: z.string(),
  toInvoiceNumber: z.string(),
  message: z.string(),
});
export type TakeBackSetOffAnswer = z.infer<typeof takeBackSetOffAnswer>;
