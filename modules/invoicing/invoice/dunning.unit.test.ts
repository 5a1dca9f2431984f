import { describe, it } from 'vitest';
import { specOf } from '../../../server/testing/decider-spec';
import { invoiceDecider } from './decide';
import type { InvoiceEvent } from '../events';
import { issuedInvoice, paymentRecorded } from '../testing';

// The dunning levels of an invoice (dunning.ts): due 2026-03-26, 1.190,00 €, buyer 'Kundin AG'.

const id = 'inv-1';
const spec = specOf(invoiceDecider, id);
const schedule = { reminderDays: 7, firstDunningDays: 21, secondDunningDays: 35 };
const issuedTo = (company: string | null): InvoiceEvent => ({
  type: 'InvoiceIssued',
  data: { ...issuedInvoice, buyer: { ...issuedInvoice.buyer, company } },
});
const business = issuedTo('Kundin AG');
const consumer = issuedTo(null);
const next = (day: string) => ({
  type: 'SendDunning' as const,
  schedule,
  sweep: false,
  debitSubmitted: false,
  now: new Date(`${day}T09:00:00Z`),
});
const sent = (
  level: 1 | 2 | 3,
  day: string,
  claim: { feeCents: number; interestCents: number | null; defaultFrom: string | null } = {
    feeCents: 0,
    interestCents: 0,
    defaultFrom: null,
  },
): InvoiceEvent => ({
  type: 'InvoiceReminderSent',
  data: {
    invoiceId: id,
    clientId: 'c-1',
    remindedOn: day,
    level,
    openCents: 119_000,
    ...claim,
    at: new Date(`${day}T09:00:00Z`).toISOString(),
  },
});

describe('dunning levels', () => {
  it('the Zahlungserinnerung from its days after the due date, not before', () => {
    spec([business]).when(next('2026-04-01')).thenError({ code: 'DunningNotDueYet', level: 1, from: '2026-04-02' });
    spec([business])
      .when(next('2026-04-02'))
      .then([sent(1, '2026-04-02')]);
  });
  it('the 1. Mahnung from its days, and no sooner after a late reminder than the schedule leaves between them', () => {
    // Reminder on time (04-02): the 1. Mahnung from 04-16 (21 days after due).
    spec([business, sent(1, '2026-04-02')])
      .when(next('2026-04-15'))
      .thenError({ code: 'DunningNotDueYet', level: 2, from: '2026-04-16' });
    // Reminder late (04-20): 14 days after it, 05-04.
    spec([business, sent(1, '2026-04-20')])
      .when(next('2026-04-25'))
      .thenError({ code: 'DunningNotDueYet', level: 2, from: '2026-05-04' });
  });
  it('a business client: the 40 € flat fee and 9 points over the Basiszinssatz from the day after the reminder', () => {
    // In default from 04-03; 04-03..04-16 = 14 days at 1,27 + 9 = 10,27 %: 119000 * 0.1027 * 14 / 365 = 468,78 ct.
    spec([business, sent(1, '2026-04-02')])
      .when(next('2026-04-16'))
      .then([sent(2, '2026-04-16', { feeCents: 4_000, interestCents: 469, defaultFrom: '2026-04-03' })]);
  });
  it('a consumer: no fee, 5 points over the Basiszinssatz', () => {
    // 14 days at 6,27 %: 119000 * 0.0627 * 14 / 365 = 286,19 ct.
    spec([consumer, sent(1, '2026-04-02')])
      .when(next('2026-04-16'))
      .then([sent(2, '2026-04-16', { feeCents: 0, interestCents: 286, defaultFrom: '2026-04-03' })]);
  });
  it('the 2. Mahnung after the 1., then no further level', () => {
    const first = sent(2, '2026-04-16', { feeCents: 4_000, interestCents: 469, defaultFrom: '2026-04-03' });
    // 04-03..04-30 = 28 days: 119000 * 0.1027 * 28 / 365 = 937,56 ct.
    spec([business, sent(1, '2026-04-02'), first])
      .when(next('2026-04-30'))
      .then([sent(3, '2026-04-30', { feeCents: 4_000, interestCents: 938, defaultFrom: '2026-04-03' })]);
    spec([business, sent(1, '2026-04-02'), first, sent(3, '2026-04-30')])
      .when(next('2026-06-01'))
      .thenError('AllLevelsSent');
  });
  it('interest of a half-year the table lacks is not guessed: none computed, the level still goes out', () => {
    spec([business, sent(1, '2026-07-02')])
      .when(next('2026-07-16'))
      // (a business client is in default since the 31st day after the due date, 04-26)
      .then([sent(2, '2026-07-16', { feeCents: 4_000, interestCents: null, defaultFrom: '2026-04-26' })]);
  });
  it('interest counts a refund as money gone back (as the open items do): paid twice, one refunded, the other returned', () => {
    const pay = (paymentId: string) =>
      paymentRecorded({ paymentId, bookedOn: '2026-03-20', reference: null, statementLineId: null });
    const refunded: InvoiceEvent = {
      type: 'InvoiceRefundBooked',
      data: {
        invoiceId: id,
        clientId: 'c-1',
        refundId: 'r-1',
        invoiceNumber: issuedInvoice.number,
        amountCents: 119_000,
        reason: 'Doppelt gezahlt',
        payee: { name: 'Kundin AG', iban: 'DE02120300000000202051' },
        endToEndId: 'ERST-2026-0001-1',
        bookedOn: '2026-03-25',
        at: '2026-03-25T09:00:00.000Z',
      },
    };
    const returned: InvoiceEvent = {
      type: 'InvoicePaymentUndone',
      data: {
        invoiceId: id,
        clientId: 'c-1',
        paymentId: 'p-1',
        amountCents: 119_000,
        kind: 'return',
        reason: 'Rücklastschrift',
        undoneOn: '2026-03-30',
        at: '2026-03-30T09:00:00.000Z',
      },
    };
    // Nothing stands on the invoice since 03-30: the same claim as an invoice never paid (469 ct).
    spec([business, pay('p-1'), pay('p-2'), refunded, returned, sent(1, '2026-04-02')])
      .when(next('2026-04-16'))
      .then([sent(2, '2026-04-16', { feeCents: 4_000, interestCents: 469, defaultFrom: '2026-04-03' })]);
  });
  it('never for an invoice paid in full, nor an unknown one', () => {
    const paid = paymentRecorded({ paymentId: 'p', bookedOn: '2026-03-30', reference: null, statementLineId: null });
    spec([business, paid]).when(next('2026-04-20')).thenError('ReminderNotDue');
    spec([]).when(next('2026-04-20')).thenError('InvoiceNotFound');
  });
});

describe('a level by hand while a direct debit is submitted', () => {
  it('is refused: the client would pay twice (the sweep leaves such invoices out before it decides)', () => {
    spec([business])
      .when({ ...next('2026-04-02'), debitSubmitted: true })
      .thenError('DebitSubmitted');
    // Its debit withdrawn or returned: the office may remind.
    spec([business])
      .when({ ...next('2026-04-02'), debitSubmitted: false })
      .then([sent(1, '2026-04-02')]);
  });
});
