import { describe, it } from 'vitest';
import { at, now, specOf } from '../../../server/testing/decider-spec';
import { invoiceDecider } from './decide';
import type { InvoiceEvent } from '../events';
import { invoiceCancelled, invoiceDrafted, issuedInvoice, paymentRecorded } from '../testing';

// The payment and reminder rules of an invoice (payments.ts).

const id = 'inv-1';
const spec = specOf(invoiceDecider, id);
const issued = issuedInvoice;
const issuedEvent: InvoiceEvent = { type: 'InvoiceIssued', data: issued };
const pay = (o: { paymentId?: string; amountCents?: number } = {}) => ({
  type: 'RecordPayment' as const,
  paymentId: o.paymentId ?? 'pay-1',
  amountCents: o.amountCents ?? 119_000,
  bookedOn: '2026-03-20',
  source: 'statement' as const,
  reference: 'RE 2026-0001',
  statementLineId: 'line-1',
  now,
});
const recorded = (paymentId = 'pay-1', amountCents = 119_000) => paymentRecorded({ paymentId, amountCents });

describe('a payment on an invoice', () => {
  it('is booked on an issued invoice, partial or more than owed alike', () => {
    spec([issuedEvent]).when(pay()).then([recorded()]);
    spec([issuedEvent])
      .when(pay({ amountCents: 50_000 }))
      .then([recorded('pay-1', 50_000)]);
    spec([issuedEvent, recorded('pay-1', 50_000)])
      .when(pay({ paymentId: 'pay-2', amountCents: 80_000 }))
      .then([recorded('pay-2', 80_000)]);
  });
  it('the payments of an invoice add up to at most 20 Mio. € (a typo; the paid total overflowed: 500)', () => {
    spec([issuedEvent, recorded('pay-1', 2_000_000_000)])
      .when(pay({ paymentId: 'pay-2', amountCents: 1 }))
      .thenError('PaymentTotalTooLarge');
    spec([issuedEvent, recorded('pay-1', 1_999_999_999)])
      .when(pay({ paymentId: 'pay-2', amountCents: 1 }))
      .then([recorded('pay-2', 1)]);
  });
  it('the same payment twice appends nothing', () => {
    spec([issuedEvent, recorded()]).when(pay()).then([]);
  });
  it('only a positive amount in whole cents', () => {
    spec([issuedEvent])
      .when(pay({ amountCents: 0 }))
      .thenError('InvalidPaymentAmount');
    spec([issuedEvent])
      .when(pay({ amountCents: -5 }))
      .thenError('InvalidPaymentAmount');
  });
  it('never on a draft or unknown invoice, a credit note, or a cancelled invoice', () => {
    spec([]).when(pay()).thenError('InvoiceNotFound');
    spec([invoiceDrafted(['billingAddressMissing'])])
      .when(pay())
      .thenError('PaymentOnUnissued');
    spec([{ type: 'InvoiceIssued', data: { ...issued, kind: 'credit_note' } }])
      .when(pay())
      .thenError('PaymentOnCreditNote');
    spec([issuedEvent, invoiceCancelled()])
      .when({ ...pay(), source: 'manual' as const, method: 'cash' as const, statementLineId: null })
      .thenError('PaymentOnCancelled');
  });
  it("money a bank statement shows for a cancelled invoice (a direct debit already at the bank) is booked: the client's credit, refundable in full", () => {
    // Refused, the 952 € debited after a Storno stood on no invoice and no refund could pay it back.
    spec([issuedEvent, invoiceCancelled()]).when(pay()).then([recorded()]);
  });
});

describe('the dunning sweep (the Zahlungserinnerung)', () => {
  const schedule = { reminderDays: 0, firstDunningDays: 14, secondDunningDays: 28 };
  const on = (iso: string) => ({
    type: 'SendDunning' as const,
    schedule,
    sweep: true,
    debitSubmitted: false,
    now: new Date(iso),
  });
  const reminded = (remindedOn: string, iso: string, openCents = 119_000): InvoiceEvent => ({
    type: 'InvoiceReminderSent',
    data: {
      invoiceId: id,
      clientId: 'c-1',
      remindedOn,
      level: 1,
      openCents,
      feeCents: 0,
      interestCents: 0,
      defaultFrom: null,
      at: new Date(iso).toISOString(),
    },
  });

  it('goes out once the due date (Berlin calendar) has passed and the invoice is not fully paid', () => {
    // 2026-03-26 23:30 UTC is already the 27th in Berlin.
    spec([issuedEvent])
      .when(on('2026-03-26T23:30:00Z'))
      .then([reminded('2026-03-27', '2026-03-26T23:30:00Z')]);
    spec([issuedEvent, recorded('pay-1', 50_000)])
      .when(on('2026-04-01T08:00:00Z'))
      .then([reminded('2026-04-01', '2026-04-01T08:00:00Z', 69_000)]);
  });
  it('not on the due date itself, nor before', () => {
    spec([issuedEvent]).when(on('2026-03-26T20:00:00Z')).thenError('ReminderNotDue');
  });
  it('never twice, and not once any level went out (before issue 31 without a level)', () => {
    spec([issuedEvent, reminded('2026-03-27', '2026-03-27T08:00:00Z')])
      .when(on('2026-04-10T08:00:00Z'))
      .then([]);
    const legacy: InvoiceEvent = {
      type: 'InvoiceReminderSent',
      data: { invoiceId: id, clientId: 'c-1', remindedOn: '2026-03-27', at },
    };
    spec([issuedEvent, legacy]).when(on('2026-04-10T08:00:00Z')).then([]);
  });
  it('not for a paid (or overpaid) invoice, a cancelled one, a credit note or a draft', () => {
    spec([issuedEvent, recorded()]).when(on('2026-04-01T08:00:00Z')).thenError('ReminderNotDue');
    spec([issuedEvent, recorded('pay-1', 130_000)])
      .when(on('2026-04-01T08:00:00Z'))
      .thenError('ReminderNotDue');
    spec([issuedEvent, invoiceCancelled()]).when(on('2026-04-01T08:00:00Z')).thenError('ReminderNotDue');
    spec([{ type: 'InvoiceIssued', data: { ...issued, kind: 'credit_note' } }])
      .when(on('2026-04-01T08:00:00Z'))
      .thenError('ReminderNotDue');
    spec([]).when(on('2026-04-01T08:00:00Z')).thenError('InvoiceNotFound');
  });
});
