import { z } from 'zod';
import { readGermanNumber } from '../../../lib/german/number';
import { optionalLine, requiredText } from '../../../lib/german/text';
import { formatIban, invoicingMessages, isValidIban } from '../../invoicing/contract';
import { cents, MAX_ENTERED_CENTS } from '../../invoicing/contract/money';
import { sepaMessages, sepaWritable } from '../../sepa/contract';

// Refunds (issue 31, item 6): what the office types, and what the invoice's refund list answers.

export const refundMessages = {
  amount:
    'Bitte geben Sie den Erstattungsbetrag an: in Cent als ganze Zahl (z. B. 9990) oder als Eurobetrag (z. B. „99,90“).',
  reason: 'Bitte geben Sie einen Grund für die Erstattung an.',
  notFound: 'Diese Erstattung gibt es nicht.',
  noFirmAccount: 'Bitte hinterlegen Sie zuerst die Firmendaten mit der IBAN des Firmenkontos (Einstellungen).',
} as const;

/**
 * The amount: a JSON number is cents (as the other money routes take them), text is euros typed the
 * German way ('99,90', '1.234,56'); anything else, or more than two decimals, is refused.
 */
const refundAmount = z.union([z.number(), z.string()], { error: refundMessages.amount }).transform((input, ctx) => {
  if (typeof input === 'number') {
    if (Number.isInteger(input) && input > 0 && input <= MAX_ENTERED_CENTS) return input;
  } else {
    const read = readGermanNumber(input);
    if (read?.value && read.value > 0 && read.fractionDigits <= 2 && read.value <= MAX_ENTERED_CENTS / 100)
      return Math.round(read.value * 100);
  }
  ctx.addIssue({ code: 'custom', message: refundMessages.amount });
  return z.NEVER;
});

/** POST /api/invoices/{id}/refund (admin). Without an IBAN the client's known account is taken. */
export const refundRequest = z
  .object({
    amount: refundAmount,
    reason: requiredText(500, refundMessages.reason),
    iban: optionalLine(40)
      .refine((v) => v === null || isValidIban(v), invoicingMessages.ibanInvalid)
      .transform((v) => (v === null ? null : formatIban(v))),
    // The refund's pain.001 names the holder in SEPA's character set (sepa-xml.ts).
    accountHolder: optionalLine(70).refine((v) => v === null || sepaWritable(v), sepaMessages.holderNotLatin),
  })
  .strict();
export type RefundRequest = z.input<typeof refundRequest>;

const refundStates = ['booked', 'paid'] as const;
export const refundStateLabels: Record<(typeof refundStates)[number], string> = {
  booked: 'Gebucht, Überweisung offen',
  paid: 'Ausgeführt',
};

export const refundSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  amountCents: cents,
  reason: z.string(),
  payeeName: z.string(),
  payeeIban: z.string(),
  endToEndId: z.string(),
  bookedOn: z.string(),
  state: z.enum(refundStates),
  stateLabel: z.string(),
  paidOn: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundSchema>;
export const refundListAnswer = z.object({ refunds: z.array(refundSchema) });
export const refundBookedAnswer = refundSchema.extend({ message: z.string() });
