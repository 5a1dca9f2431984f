import { z } from 'zod';
import { requiredText } from '../../../lib/german/text';
import { cents, enteredCents } from './money';

// Partial credit notes (issue 31, item 6): part of an invoice credited, by unused hours (at the
// invoice's hourly price) or by an amount, under the credit note's own number.

export const partialCreditMessages = {
  hours: 'Bitte geben Sie die Stunden als Zahl größer als 0 an (höchstens zwei Nachkommastellen, z. B. 2.5).',
  amount: 'Bitte geben Sie den Betrag in Cent als ganze Zahl größer als 0 an (z. B. 23800 für 238,00 €).',
  oneOf: 'Bitte geben Sie entweder Stunden oder einen Betrag an, nicht beides.',
  reason: 'Bitte geben Sie einen Grund an.',
} as const;

/** The title of a partial credit note: it corrects the invoice, it does not cancel it (README). */
export const PARTIAL_CREDIT_TITLE = 'Rechnungskorrektur';

/** POST /api/invoices/{id}/partial-credit (admin): `hours` or `amount` (cents), and why. */
export const partialCreditRequest = z
  .object({
    hours: z
      .number({ error: partialCreditMessages.hours })
      .positive(partialCreditMessages.hours)
      .max(100_000, partialCreditMessages.hours)
      .refine((h) => Math.abs(h * 100 - Math.round(h * 100)) < 1e-6, partialCreditMessages.hours)
      .optional(),
    amount: enteredCents(partialCreditMessages.amount).optional(),
    reason: requiredText(500, partialCreditMessages.reason),
  })
  .refine((r) => (r.hours === undefined) !== (r.amount === undefined), {
    message: partialCreditMessages.oneOf,
    path: ['hours'],
  });
export type PartialCreditRequest = z.input<typeof partialCreditRequest>;

/** The answer: the credit note's id and number, and what it credits (gross cents, positive). */
export const partialCreditAnswer = z.object({
  creditNoteId: z.string(),
  number: z.string(),
  creditedCents: cents,
  message: z.string(),
});
