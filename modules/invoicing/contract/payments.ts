import { z } from 'zod';
import { choices } from '../../../lib/choices';
import { parseCalendarDate } from '../../../lib/german/time';
import { optionalText, requiredText } from '../../../lib/german/text';
import { cents, enteredCents } from './money';

// Payments booked by hand and taken back (issue 31, item 3): what the API takes and the labels.

/** How money came that no statement line shows: cash, another account of the firm, or offset against a claim. */
export const manualPaymentMethods = ['cash', 'other_account', 'offsetting'] as const;
export type ManualPaymentMethod = (typeof manualPaymentMethods)[number];
/** Every way a payment is booked: by hand, from a statement line, or by the admin's 'Zahlung erhalten' at activation. */
export type PaymentMethod = ManualPaymentMethod | 'bank_statement' | 'confirmed_at_activation' | 'refund';
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Bar',
  other_account: 'Anderes Konto',
  offsetting: 'Verrechnung',
  bank_statement: 'Kontoauszug',
  confirmed_at_activation: 'Bei Aktivierung bestätigt',
  refund: 'Erstattung',
};

/** Why a booked payment is taken back: the admin's correction, a bank's reversal, a returned direct debit. */
export const { values: takeBackKinds, labels: takeBackKindLabels } = choices({
  undo: 'Zahlung zurückgenommen',
  reversal: 'Rückbuchung der Bank',
  return: 'Rücklastschrift',
  // The payment a client's credit made, taken back with the set-off (the credit returns to its invoice).
  set_off: 'Verrechnung zurückgenommen',
});
export type TakeBackKind = (typeof takeBackKinds)[number];

export const paymentMessages = {
  amount: 'Bitte geben Sie den Betrag in Cent als ganze Zahl größer als 0 an (z. B. 119000 für 1.190,00 €).',
  date: 'Bitte geben Sie das Zahlungsdatum als TT.MM.JJJJ oder JJJJ-MM-TT an.',
  method: 'Bitte wählen Sie die Zahlungsart: Bar, Anderes Konto oder Verrechnung.',
  invoice: 'Bitte wählen Sie die Rechnung.',
  reason: 'Bitte geben Sie einen Grund an.',
} as const;

/** A calendar day typed the German way ('28.11.2026') or as ISO ('2026-11-28'); answered as ISO. */
const paymentDay = z
  .string({ error: paymentMessages.date })
  .trim()
  .transform((v, ctx) => {
    const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
    const iso = german ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}` : v;
    if (parseCalendarDate(iso) === null) {
      ctx.addIssue({ code: 'custom', message: paymentMessages.date });
      return z.NEVER;
    }
    return iso;
  });

/** POST /api/payments/manual (admin): a payment no statement shows, booked on the invoice. */
export const manualPaymentRequest = z.object({
  invoiceId: z.string({ error: paymentMessages.invoice }).uuid(paymentMessages.invoice),
  amount: enteredCents(paymentMessages.amount),
  date: paymentDay,
  method: z.enum(manualPaymentMethods, { error: paymentMessages.method }),
  note: optionalText(500),
});
export type ManualPaymentRequest = z.input<typeof manualPaymentRequest>;

/** POST /api/payments/{id}/undo (admin): why the booked payment is taken back. */
export const undoPaymentRequest = z.object({ reason: requiredText(500, paymentMessages.reason) });

/** A payment booked on an invoice, as the invoice's payment list answers it. */
export const invoicePaymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  amountCents: cents,
  bookedOn: z.string(),
  method: z.string(),
  methodLabel: z.string(),
  note: z.string().nullable(),
  /** taken back: when, how and why (null while it stands) */
  undoneOn: z.string().nullable(),
  undoKindLabel: z.string().nullable(),
  undoReason: z.string().nullable(),
  /** a set-off's row (the credit given up, or the payment it made): taken back as one, by this id */
  setOffId: z.string().nullable(),
});
export type InvoicePaymentView = z.infer<typeof invoicePaymentSchema>;
export const invoicePaymentsAnswer = z.object({ payments: z.array(invoicePaymentSchema) });
