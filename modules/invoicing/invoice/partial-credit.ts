import { berlinDateOf } from '../../../lib/german/time';
import { invoiceNumberOf, type Amounts, type IssuedInvoice } from '../contract';
import { amountsOf, negated } from '../amounts';
import type { InvoiceIssued, InvoicePartlyCredited } from '../events';

// Partial credit notes (issue 31, item 6): part of an issued invoice credited by the hours not used
// (at the invoice's hourly price: its gross over its hours) or by an amount. The original stays
// issued and owes the rest; the credit note takes its own number and names the original.

export type PartialCreditError =
  | 'InvoiceNotFound'
  | 'CreditNoteOfCreditNote'
  | 'NotIssued'
  | 'AlreadyCancelled'
  | 'NoHourlyPrice'
  | 'PartialCreditZero'
  | { code: 'PartialCreditTooManyHours'; restHours: number }
  | { code: 'PartialCreditTooLarge'; restCents: number; whole: boolean };

/** What partial credit notes took off an invoice so far (positive cents, hours credited). */
export interface Credited {
  netCents: number;
  vatCents: number;
  grossCents: number;
  hours: number;
}
export const nothingCredited: Credited = { netCents: 0, vatCents: 0, grossCents: 0, hours: 0 };

/** What of an invoice's state the rule reads. */
interface CreditableState {
  status: 'none' | 'draft' | 'issued' | 'cancelled' | 'discarded';
  kind: 'invoice' | 'credit_note';
  clientId: string | null;
  issued: IssuedInvoice | null;
  credited: Credited;
}

/** Credit part of the invoice (on the original's stream): `hours` unused, or `amountCents` gross. */
export interface CreditPart {
  type: 'CreditPart';
  creditNoteId: string;
  hours: number | null;
  amountCents: number | null;
  now: Date;
}

/** Issue the partial credit note of `original` (on the credit note's own stream). */
export interface IssuePartialCreditNote {
  type: 'IssuePartialCreditNote';
  original: IssuedInvoice;
  part: InvoicePartlyCredited['data'];
  reason: string;
  pattern: string;
  number: { year: number; sequence: number };
  now: Date;
}

/** The invoice's amounts less what partial credit notes took: what a cancellation still credits. */
export const restOf = (a: Amounts, credited: Credited): Amounts => ({
  ...a,
  netCents: a.netCents - credited.netCents,
  vatCents: a.vatCents - credited.vatCents,
  grossCents: a.grossCents - credited.grossCents,
});

const hundredths = (h: number) => Math.round(h * 100);

export function decideCreditPart(
  c: CreditPart,
  state: CreditableState,
  id: string,
): InvoicePartlyCredited[] | PartialCreditError {
  if (state.status === 'none') return 'InvoiceNotFound';
  if (state.kind === 'credit_note') return 'CreditNoteOfCreditNote';
  if (state.status === 'draft' || state.status === 'discarded' || !state.issued) return 'NotIssued';
  if (state.status === 'cancelled') return 'AlreadyCancelled';
  const { amounts, service } = state.issued;
  const restCents = amounts.grossCents - state.credited.grossCents;
  let grossCents: number;
  if (c.hours !== null) {
    if (service.totalHours <= 0) return 'NoHourlyPrice';
    const restHours = (hundredths(service.totalHours) - hundredths(state.credited.hours)) / 100;
    if (hundredths(c.hours) > hundredths(restHours)) return { code: 'PartialCreditTooManyHours', restHours };
    // The invoice's hourly price times the hours, rounded once to the cent; the last hours left are
    // the whole rest (each part rounded alone left a cent owed, or asked one more than was left).
    grossCents =
      hundredths(c.hours) === hundredths(restHours)
        ? restCents
        : Math.round((amounts.grossCents * hundredths(c.hours)) / hundredths(service.totalHours));
  } else {
    grossCents = c.amountCents ?? 0;
  }
  if (grossCents <= 0) return 'PartialCreditZero';
  // All that is left is a cancellation (Stornorechnung), not a partial credit.
  if (grossCents >= restCents) return { code: 'PartialCreditTooLarge', restCents, whole: grossCents === restCents };
  const part = amountsOf(grossCents, amounts.vatRate, amounts.taxNote !== null);
  return [
    {
      type: 'InvoicePartlyCredited',
      data: {
        invoiceId: id,
        clientId: state.clientId!,
        creditNoteId: c.creditNoteId,
        hours: c.hours,
        netCents: part.netCents,
        vatCents: part.vatCents,
        grossCents: part.grossCents,
        at: c.now.toISOString(),
      },
    },
  ];
}

export function decidePartialCreditNote(
  c: IssuePartialCreditNote,
  state: { status: CreditableState['status'] },
  id: string,
): InvoiceIssued[] | 'InvoiceExists' {
  if (state.status !== 'none') return 'InvoiceExists';
  const { original, part } = c;
  const amounts = {
    ...original.amounts,
    netCents: part.netCents,
    vatCents: part.vatCents,
    grossCents: part.grossCents,
  };
  const creditNote = creditNoteOf(original, c, id, amounts, { hours: part.hours });
  return [{ type: 'InvoiceIssued', data: creditNote }];
}

/**
 * A credit note (type 381) of `original` for `amounts` (positive; the note holds them negated): its own
 * number, issued today and credited at once (no term: it lowers what is owed, or is paid back when more
 * was paid), naming the original's number and date and why.
 */
export function creditNoteOf(
  original: IssuedInvoice,
  c: { pattern: string; number: { year: number; sequence: number }; now: Date; reason: string },
  id: string,
  amounts: Amounts,
  partial?: NonNullable<IssuedInvoice['corrects']>['partial'],
): IssuedInvoice {
  const issuedOn = berlinDateOf(c.now);
  return {
    ...original,
    invoiceId: id,
    kind: 'credit_note',
    number: invoiceNumberOf(c.pattern, c.number.year, c.number.sequence),
    year: c.number.year,
    sequence: c.number.sequence,
    issuedOn,
    amounts: negated(amounts),
    paymentTermDays: 0,
    dueOn: issuedOn,
    corrects: {
      invoiceId: original.invoiceId,
      number: original.number,
      issuedOn: original.issuedOn,
      reason: c.reason,
      ...(partial && { partial }),
    },
    at: c.now.toISOString(),
  };
}

/** The credited part added to what was credited before. */
export const creditedWith = (credited: Credited, e: InvoicePartlyCredited['data']): Credited => ({
  netCents: credited.netCents + e.netCents,
  vatCents: credited.vatCents + e.vatCents,
  grossCents: credited.grossCents + e.grossCents,
  hours: (hundredths(credited.hours) + hundredths(e.hours ?? 0)) / 100,
});
