import { describe, it } from 'vitest';
import { at, now, specOf } from '../../../server/testing/decider-spec';
import { invoiceDecider } from './decide';
import type { InvoiceEvent, InvoicePartlyCredited } from '../events';
import { invoiceCancelled, invoiceDrafted, issuedInvoice } from '../testing';

// Partial credit notes (issue 31, item 6): given/when/then of partial-credit.ts through the invoice's decider.
// The example invoice: 15 hours for 1.190,00 € gross (1.000,00 € net, 19 %), so 79,33 € an hour.

const spec = specOf(invoiceDecider, 'inv-1');
const issued: InvoiceEvent = { type: 'InvoiceIssued', data: issuedInvoice };
const creditPart = (o: { hours?: number; amountCents?: number }) => ({
  type: 'CreditPart' as const,
  creditNoteId: 'cn-1',
  hours: o.hours ?? null,
  amountCents: o.amountCents ?? null,
  now,
});
const partlyCredited = (d: Partial<InvoicePartlyCredited['data']>): InvoicePartlyCredited => ({
  type: 'InvoicePartlyCredited',
  data: {
    invoiceId: 'inv-1',
    clientId: 'c-1',
    creditNoteId: 'cn-1',
    hours: null,
    netCents: 0,
    vatCents: 0,
    grossCents: 0,
    at,
    ...d,
  },
});
// 3 of 15 hours: 1.190,00 € × 3 / 15 = 238,00 € gross, 200,00 € net, 38,00 € VAT.
const threeHours = partlyCredited({ hours: 3, netCents: 20_000, vatCents: 3_800, grossCents: 23_800 });

describe('a partial credit note', () => {
  it('credits unused hours at the invoice’s hourly price (its gross over its hours), net and VAT at its rate', () => {
    spec([issued])
      .when(creditPart({ hours: 3 }))
      .then([threeHours]);
  });
  it('rounds the hours’ price once to the cent', () => {
    // 1.190,00 € × 2,5 / 15 = 198,333… → 198,33 €; net 166,66 €, VAT 31,67 €.
    spec([issued])
      .when(creditPart({ hours: 2.5 }))
      .then([partlyCredited({ hours: 2.5, netCents: 16_666, vatCents: 3_167, grossCents: 19_833 })]);
  });
  it('credits an amount as given (gross cents)', () => {
    spec([issued])
      .when(creditPart({ amountCents: 11_900 }))
      .then([partlyCredited({ netCents: 10_000, vatCents: 1_900, grossCents: 11_900 })]);
  });
  it('never credits more hours than the invoice has left, nor its whole rest (that is a cancellation)', () => {
    spec([issued, threeHours])
      .when(creditPart({ hours: 12.5 }))
      .thenError({ code: 'PartialCreditTooManyHours', restHours: 12 });
    spec([issued, threeHours])
      .when(creditPart({ amountCents: 95_200 }))
      .thenError({ code: 'PartialCreditTooLarge', restCents: 95_200, whole: true });
    spec([issued, threeHours])
      .when(creditPart({ amountCents: 100_000 }))
      .thenError({ code: 'PartialCreditTooLarge', restCents: 95_200, whole: false });
    spec([issued])
      .when(creditPart({ hours: 15 }))
      .thenError({ code: 'PartialCreditTooLarge', restCents: 119_000, whole: true });
  });
  it('the last hours left are the whole rest (a cancellation), never the rest less a rounding cent', () => {
    // 1 hour is 79,33 € (7.933,33 cents rounded down) twice; 13 hours rounded were 1.031,33 € against a
    // rest of 1.031,34 €: the client owed 0,01 € with no hour left, and was dunned for it.
    const oneHour = (n: number) =>
      partlyCredited({ creditNoteId: `cn-${n}`, hours: 1, netCents: 6_667, vatCents: 1_266, grossCents: 7_933 });
    spec([issued, oneHour(1), oneHour(2)])
      .when(creditPart({ hours: 13 }))
      .thenError({ code: 'PartialCreditTooLarge', restCents: 103_134, whole: true });
    // 5 hours thrice rounded up (396,67 €): the third asked 1 cent more than is left; also the whole rest.
    const fiveHours = (n: number) =>
      partlyCredited({ creditNoteId: `cn-${n}`, hours: 5, netCents: 33_333, vatCents: 6_334, grossCents: 39_667 });
    spec([issued, fiveHours(1), fiveHours(2)])
      .when(creditPart({ hours: 5 }))
      .thenError({ code: 'PartialCreditTooLarge', restCents: 39_666, whole: true });
  });
  it('a second partial credit note credits from what the first left', () => {
    spec([issued, threeHours])
      .when({ ...creditPart({ hours: 3 }), creditNoteId: 'cn-2' })
      .then([{ ...threeHours, data: { ...threeHours.data, creditNoteId: 'cn-2' } }]);
  });
  it('only on an issued invoice: not a draft, a cancelled invoice, a credit note, or none', () => {
    spec([])
      .when(creditPart({ hours: 1 }))
      .thenError('InvoiceNotFound');
    spec([invoiceDrafted()])
      .when(creditPart({ hours: 1 }))
      .thenError('NotIssued');
    spec([issued, invoiceCancelled('x')])
      .when(creditPart({ hours: 1 }))
      .thenError('AlreadyCancelled');
    spec([{ type: 'InvoiceIssued', data: { ...issuedInvoice, kind: 'credit_note' } }])
      .when(creditPart({ hours: 1 }))
      .thenError('CreditNoteOfCreditNote');
  });
  it('by hours only when the invoice names hours', () => {
    const noHours = { ...issuedInvoice, service: { ...issuedInvoice.service, totalHours: 0, lines: [] } };
    spec([{ type: 'InvoiceIssued', data: noHours }])
      .when(creditPart({ hours: 1 }))
      .thenError('NoHourlyPrice');
  });
  it('is issued with its own number, the original’s number and date, the hours, negative amounts and no term', () => {
    spec([])
      .when({
        type: 'IssuePartialCreditNote',
        original: issuedInvoice,
        part: threeHours.data,
        reason: 'Paket gekündigt, 3 Stunden ungenutzt',
        pattern: '{YYYY}-{NNNN}',
        number: { year: 2026, sequence: 7 },
        now,
      })
      .then([
        {
          type: 'InvoiceIssued',
          data: {
            ...issuedInvoice,
            invoiceId: 'inv-1',
            kind: 'credit_note',
            number: '2026-0007',
            sequence: 7,
            issuedOn: '2026-03-12',
            amounts: { netCents: -20_000, vatRate: 19, vatCents: -3_800, grossCents: -23_800, taxNote: null },
            paymentTermDays: 0,
            dueOn: '2026-03-12',
            corrects: {
              invoiceId: 'inv-1',
              number: '2026-0001',
              issuedOn: '2026-03-12',
              reason: 'Paket gekündigt, 3 Stunden ungenutzt',
              partial: { hours: 3 },
            },
            at,
          },
        },
      ]);
  });
  it('a later cancellation credits only what partial credit notes left', () => {
    spec([])
      .when({
        type: 'IssueCreditNote',
        original: issuedInvoice,
        credited: { netCents: 20_000, vatCents: 3_800, grossCents: 23_800, hours: 3 },
        reason: 'Paket storniert',
        pattern: '{YYYY}-{NNNN}',
        number: { year: 2026, sequence: 8 },
        now,
      })
      .then([
        {
          type: 'InvoiceIssued',
          data: {
            ...issuedInvoice,
            kind: 'credit_note',
            number: '2026-0008',
            sequence: 8,
            amounts: { netCents: -80_000, vatRate: 19, vatCents: -15_200, grossCents: -95_200, taxNote: null },
            paymentTermDays: 0,
            dueOn: '2026-03-12',
            corrects: { invoiceId: 'inv-1', number: '2026-0001', issuedOn: '2026-03-12', reason: 'Paket storniert' },
            at,
          },
        },
      ]);
  });
  it('lowers what the invoice owes: it is dunned for the rest only', () => {
    const later = new Date('2026-04-10T08:00:00Z');
    const schedule = { reminderDays: 7, firstDunningDays: 21, secondDunningDays: 35 };
    spec([issued, threeHours])
      .when({ type: 'SendDunning', schedule, sweep: true, debitSubmitted: false, now: later })
      .then([
        {
          type: 'InvoiceReminderSent',
          data: {
            invoiceId: 'inv-1',
            clientId: 'c-1',
            remindedOn: '2026-04-10',
            level: 1,
            openCents: 95_200,
            feeCents: 0,
            interestCents: 0,
            defaultFrom: null,
            at: later.toISOString(),
          },
        },
      ]);
  });
});
