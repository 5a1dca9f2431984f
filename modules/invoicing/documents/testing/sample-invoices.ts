import { amountsOf, negated } from '../../amounts';
import type { IssuedInvoice } from '../../contract';
import { exampleSeller } from '../../testing/invoice';
import { invoiceDecider } from '../../invoice';

// Issued invoices as `InvoiceIssued` carries them, for the documents' tests: every kind the
// portal issues (a standard-rated invoice, an advance invoice, a small business's (§19 UStG), a
// foreign buyer's, a business buyer's with its USt-IdNr., a credit note).

// The example firm as seller, its director with an umlaut (the PDF's font must print it).
const seller: IssuedInvoice['seller'] = { ...exampleSeller, managingDirector: 'Erika Müller' };

export function sampleInvoice(over: Partial<IssuedInvoice> = {}, gross = 119_000): IssuedInvoice {
  return {
    invoiceId: '7f1c1a52-7b0e-4b59-9a55-0c4f3e8e2a11',
    clientId: '0d7c8f5e-1111-4c1a-9c55-3b0a5e7e2b22',
    kind: 'invoice',
    number: '2026-0001',
    year: 2026,
    sequence: 1,
    issuedOn: '2026-11-24',
    seller,
    buyer: {
      clientId: '0d7c8f5e-1111-4c1a-9c55-3b0a5e7e2b22',
      name: 'Jürgen Größe',
      company: 'Öko & Söhne GmbH',
      address: { street: 'Kundenweg 5', postalCode: '50667', city: 'Köln', country: 'DE' },
    },
    service: {
      userPackageId: 'b2a9f7e4-2222-4d3e-8f11-1a2b3c4d5e6f',
      packageName: 'Coaching Intensiv',
      totalHours: 15,
      lines: [
        { partnerId: 'p-1', partnerName: 'Anna Ängström', hours: 10 },
        { partnerId: 'p-2', partnerName: 'Ben Weiß', hours: 5 },
      ],
      period: { from: '2026-12-01', to: '2027-05-31', months: 6 },
      grossCents: gross,
      paymentReference: 'RE-2026-0001 Größe',
    },
    amounts: amountsOf(gross, 19, false),
    paymentTermDays: 14,
    dueOn: '2026-12-08',
    corrects: null,
    at: '2026-11-24T10:15:00.000Z',
    ...over,
  };
}

export const smallBusinessInvoice = (): IssuedInvoice =>
  sampleInvoice({
    seller: { ...seller, vatId: null, registerEntry: null },
    amounts: amountsOf(100_001, 19, true),
    service: {
      ...sampleInvoice().service,
      grossCents: 100_001,
      period: { from: null, to: null, months: 12 },
      paymentReference: null,
    },
  });

/** Issued at acceptance, before the package's dates are known: a 'Vorausrechnung'. */
export const advanceInvoice = (): IssuedInvoice =>
  sampleInvoice({
    advance: true,
    service: { ...sampleInvoice().service, period: { from: null, to: null, months: 6 } },
  });

/** A consumer in Vienna (the service is taxed in Germany, § 3a Abs. 1 UStG: 19 %). */
export const foreignBuyerInvoice = (): IssuedInvoice =>
  sampleInvoice({
    buyer: {
      ...sampleInvoice().buyer,
      company: null,
      name: 'Lena Hofer',
      address: { street: 'Praterstraße 12', postalCode: '1020', city: 'Wien', country: 'AT' },
    },
  });

/** A German business client that gave its USt-IdNr. (BT-48). */
export const businessBuyerInvoice = (): IssuedInvoice =>
  sampleInvoice({ buyer: { ...sampleInvoice().buyer, vatId: 'DE 987654321' } });

export function creditNoteOf(original: IssuedInvoice): IssuedInvoice {
  return {
    ...original,
    invoiceId: '9a3e4b1c-3333-4e5f-8a22-2b3c4d5e6f70',
    kind: 'credit_note',
    number: '2026-0002',
    sequence: 2,
    issuedOn: '2026-11-30',
    amounts: negated(original.amounts),
    paymentTermDays: 0,
    dueOn: '2026-11-30',
    corrects: {
      invoiceId: original.invoiceId,
      number: original.number,
      issuedOn: original.issuedOn,
      reason: 'Paket storniert',
    },
    at: '2026-11-30T09:00:00.000Z',
  };
}

/**
 * A partial credit note of `original` (issue 31 item 6), made by the invoice's own rules: `hours`
 * not used at its hourly price, or `amountCents`.
 */
export function partialCreditNoteOf(
  original: IssuedInvoice,
  part: { hours?: number; amountCents?: number },
): IssuedInvoice {
  const now = new Date('2026-11-30T09:00:00.000Z');
  const state = [{ type: 'InvoiceIssued' as const, data: original }].reduce(
    invoiceDecider.evolve,
    invoiceDecider.initialState(),
  );
  const credited = invoiceDecider.decide(
    { type: 'CreditPart', creditNoteId: 'cn', hours: part.hours ?? null, amountCents: part.amountCents ?? null, now },
    state,
    original.invoiceId,
  );
  if (!Array.isArray(credited) || credited[0]?.type !== 'InvoicePartlyCredited')
    throw new Error(JSON.stringify(credited));
  const issued = invoiceDecider.decide(
    {
      type: 'IssuePartialCreditNote',
      original,
      part: credited[0].data,
      reason: 'Paket gekündigt, Stunden nicht genutzt',
      pattern: '{YYYY}-{NNNN}',
      number: { year: 2026, sequence: 3 },
      now,
    },
    invoiceDecider.initialState(),
    '9a3e4b1c-4444-4e5f-8a22-2b3c4d5e6f70',
  );
  if (!Array.isArray(issued) || issued[0]?.type !== 'InvoiceIssued') throw new Error(JSON.stringify(issued));
  return issued[0].data;
}
