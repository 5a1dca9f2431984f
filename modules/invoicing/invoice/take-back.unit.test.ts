import { describe, it } from 'vitest';
import { at, now, specOf } from '../../../server/testing/decider-spec';
import { invoiceDecider } from './decide';
import type { InvoiceEvent } from '../events';
import { invoiceCancelled, invoiceDrafted, issuedInvoice, paymentRecorded } from '../testing';

// Payments by hand (their rules beside a statement's) and taking a payment back (payments.ts).

const id = 'inv-1';
const spec = specOf(invoiceDecider, id);
const issuedEvent: InvoiceEvent = { type: 'InvoiceIssued', data: issuedInvoice };
const byHand = (
  o: { bookedOn?: string; method?: 'cash' | 'other_account' | 'offsetting'; note?: string | null } = {},
) => ({
  type: 'RecordPayment' as const,
  paymentId: 'pay-1',
  amountCents: 119_000,
  bookedOn: o.bookedOn ?? '2026-03-12',
  source: 'manual' as const,
  reference: null,
  statementLineId: null,
  method: o.method ?? 'cash',
  note: o.note === undefined ? 'Quittung 17' : o.note,
  now,
});
const recordedByHand = (o: { method?: 'cash' | 'offsetting'; note?: string | null; bookedOn?: string } = {}) =>
  paymentRecorded({
    bookedOn: o.bookedOn ?? '2026-03-12',
    source: 'manual',
    reference: null,
    statementLineId: null,
    method: o.method ?? 'cash',
    note: o.note === undefined ? 'Quittung 17' : o.note,
  });
const takeBack = (paymentId = 'pay-1', kind: 'undo' | 'reversal' | 'return' = 'undo') => ({
  type: 'TakeBackPayment' as const,
  paymentId,
  kind,
  reason: 'Falsche Rechnung',
  now,
});
const undone = (kind: 'undo' | 'reversal' | 'return' = 'undo'): InvoiceEvent => ({
  type: 'InvoicePaymentUndone',
  data: {
    invoiceId: id,
    clientId: 'c-1',
    paymentId: 'pay-1',
    amountCents: 119_000,
    kind,
    reason: 'Falsche Rechnung',
    undoneOn: '2026-03-12',
    at,
  },
});

describe('a payment booked by hand', () => {
  it('is booked with its method and note, dated today or before, back to the invoice date', () => {
    spec([issuedEvent]).when(byHand()).then([recordedByHand()]);
    spec([issuedEvent])
      .when(byHand({ bookedOn: '2026-03-12', note: null }))
      .then([recordedByHand({ bookedOn: '2026-03-12', note: null })]);
  });
  it('is never dated in the future (Berlin calendar)', () => {
    spec([issuedEvent])
      .when(byHand({ bookedOn: '2026-03-13' }))
      .thenError('PaymentInFuture');
  });
  it('is never dated before the invoice (01.01.1900 was booked into a month long exported to DATEV)', () => {
    for (const bookedOn of ['1900-01-01', '2026-03-11'])
      spec([issuedEvent])
        .when(byHand({ bookedOn }))
        .thenError({ code: 'PaymentBeforeInvoice', issuedOn: '2026-03-12' });
  });
  it('an offsetting says against what', () => {
    spec([issuedEvent])
      .when(byHand({ method: 'offsetting', note: null }))
      .thenError('OffsettingNeedsNote');
    spec([issuedEvent])
      .when(byHand({ method: 'offsetting', note: 'Gutschrift Honorar März' }))
      .then([recordedByHand({ method: 'offsetting', note: 'Gutschrift Honorar März' })]);
  });
  it('not on a draft or a cancelled invoice (the statement rules hold for it too)', () => {
    spec([invoiceDrafted(['billingAddressMissing'])])
      .when(byHand())
      .thenError('PaymentOnUnissued');
    spec([issuedEvent, invoiceCancelled()]).when(byHand()).thenError('PaymentOnCancelled');
  });
});

describe('taking a payment back', () => {
  it('is an event with the reason and the amount; undo, reversal and return alike', () => {
    spec([issuedEvent, recordedByHand()]).when(takeBack()).then([undone()]);
    spec([issuedEvent, recordedByHand()])
      .when(takeBack('pay-1', 'return'))
      .then([undone('return')]);
  });
  it('once: a second undo is refused', () => {
    spec([issuedEvent, recordedByHand(), undone()]).when(takeBack()).thenError('PaymentAlreadyUndone');
  });
  it('only a payment of this invoice', () => {
    spec([issuedEvent, recordedByHand()]).when(takeBack('pay-9')).thenError('PaymentNotFound');
    spec([]).when(takeBack()).thenError('InvoiceNotFound');
  });
  it('the invoice is open again: the same amount may be booked anew under another id, and it is dunned again', () => {
    spec([issuedEvent, recordedByHand(), undone()])
      .when({ ...byHand(), paymentId: 'pay-2' })
      .then([{ ...recordedByHand(), data: { ...recordedByHand().data, paymentId: 'pay-2' } } as InvoiceEvent]);
    const later = new Date('2026-04-10T08:00:00Z');
    const schedule = { reminderDays: 7, firstDunningDays: 21, secondDunningDays: 35 };
    spec([issuedEvent, recordedByHand(), undone()])
      .when({ type: 'SendDunning', schedule, sweep: true, debitSubmitted: false, now: later })
      .then([
        {
          type: 'InvoiceReminderSent',
          data: {
            invoiceId: id,
            clientId: 'c-1',
            remindedOn: '2026-04-10',
            level: 1,
            openCents: 119_000,
            feeCents: 0,
            interestCents: 0,
            defaultFrom: null,
            at: later.toISOString(),
          },
        },
      ]);
  });
  it('a payment taken back is not booked again under its own id', () => {
    spec([issuedEvent, recordedByHand(), undone()]).when(byHand()).then([]);
  });
});
