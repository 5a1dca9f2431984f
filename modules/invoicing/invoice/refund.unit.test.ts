import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../../server/testing/decider-spec';
import { invoiceDecider } from './decide';
import type { InvoiceEvent } from '../events';
import { invoiceCancelled, invoiceDrafted, issuedInvoice, paymentRecorded } from '../testing';
import { refundEndToEndId } from './refund';

// Refunds (refund.ts): at most what was paid beyond what the invoice (after its credit notes) still
// asks; a payee is needed; a statement's debit marks one executed, once.

const id = 'inv-1';
const spec = specOf(invoiceDecider, id);
const payee = { name: 'Erika Mustermann', iban: 'DE89 3704 0044 0532 0130 00' };
const issued: InvoiceEvent = { type: 'InvoiceIssued', data: issuedInvoice };
const paid = (amountCents = 119_000, paymentId = 'pay-1') =>
  paymentRecorded({ paymentId, amountCents, bookedOn: '2026-03-01' });
const credited = (grossCents: number): InvoiceEvent => ({
  type: 'InvoicePartlyCredited',
  data: { invoiceId: id, clientId: 'c-1', creditNoteId: 'cn-1', hours: null, netCents: 0, vatCents: 0, grossCents, at },
});
const cancelled = invoiceCancelled();
const refund = (amountCents: number, o: { refundId?: string; payee?: typeof payee | null } = {}) => ({
  type: 'BookRefund' as const,
  refundId: o.refundId ?? 'ref-1',
  amountCents,
  reason: 'Nicht genutzte Stunden',
  payee: o.payee === undefined ? payee : o.payee,
  now,
});
const booked = (amountCents: number, refundId = 'ref-1', n = 1): InvoiceEvent => ({
  type: 'InvoiceRefundBooked',
  data: {
    invoiceId: id,
    clientId: 'c-1',
    refundId,
    invoiceNumber: '2026-0001',
    amountCents,
    reason: 'Nicht genutzte Stunden',
    payee,
    endToEndId: `ERST-2026-0001-${n}`,
    bookedOn: '2026-03-12',
    at,
  },
});
const markPaid = (refundId = 'ref-1') => ({
  type: 'MarkRefundPaid' as const,
  paid: [{ refundId, bankLineId: 'debit-1', paidOn: '2026-03-14' }],
  now,
});
const paidOut: InvoiceEvent = {
  type: 'InvoiceRefundPaid',
  data: { invoiceId: id, clientId: 'c-1', refundId: 'ref-1', bankLineId: 'debit-1', paidOn: '2026-03-14', at },
};

describe('booking a refund', () => {
  it('after a partial credit note on a paid invoice: what the credit note took off', () => {
    spec([issued, paid(), credited(23_800)])
      .when(refund(23_800))
      .then([booked(23_800)]);
  });
  it('never more than was paid beyond what the invoice still asks (German 409 naming the most)', () => {
    spec([issued, paid(), credited(23_800)])
      .when(refund(23_801))
      .thenError({ code: 'RefundTooLarge', refundableCents: 23_800 });
  });
  it('an overpayment may be paid back', () => {
    spec([issued, paid(119_000), paid(5_000, 'pay-2')])
      .when(refund(5_000))
      .then([booked(5_000)]);
  });
  it('a cancelled invoice that was paid: all of it (its credit note took back the whole)', () => {
    spec([issued, paid(), cancelled])
      .when(refund(119_000))
      .then([booked(119_000)]);
  });
  it('a direct debit that came in after the cancellation: all of it', () => {
    spec([issued, cancelled, paid()])
      .when(refund(119_000))
      .then([booked(119_000)]);
  });
  it('nothing to refund on an invoice paid exactly, or not paid', () => {
    spec([issued, paid()]).when(refund(100)).thenError('NothingToRefund');
    spec([issued, credited(23_800)])
      .when(refund(100))
      .thenError('NothingToRefund');
  });
  it('what a refund paid back is not refunded twice; the second one numbers its transfer on', () => {
    spec([issued, paid(), credited(23_800), booked(20_000)])
      .when(refund(3_801, { refundId: 'ref-2' }))
      .thenError({ code: 'RefundTooLarge', refundableCents: 3_800 });
    spec([issued, paid(), credited(23_800), booked(20_000)])
      .when(refund(3_800, { refundId: 'ref-2' }))
      .then([booked(3_800, 'ref-2', 2)]);
  });
  it('the same refund again (a retried request) books nothing', () => {
    spec([issued, paid(), credited(23_800), booked(23_800)])
      .when(refund(23_800))
      .then([]);
  });
  it('needs an account to send the money to', () => {
    spec([issued, paid(), credited(23_800)])
      .when(refund(100, { payee: null }))
      .thenError('RefundNeedsIban');
  });
  it('an amount of 0 or a fraction of a cent is refused', () => {
    spec([issued, paid(), credited(23_800)])
      .when(refund(0))
      .thenError('InvalidRefundAmount');
    spec([issued, paid(), credited(23_800)])
      .when(refund(10.5))
      .thenError('InvalidRefundAmount');
  });
  it('only on an issued invoice, not on a credit note or an unknown id', () => {
    spec([]).when(refund(100)).thenError('InvoiceNotFound');
    spec([{ type: 'InvoiceIssued', data: { ...issuedInvoice, kind: 'credit_note' } }])
      .when(refund(100))
      .thenError('RefundOnCreditNote');
    spec([invoiceDrafted()]).when(refund(100)).thenError('RefundOnUnissued');
  });
});

describe('a refund executed', () => {
  it('is marked once by the debit that names it', () => {
    spec([issued, paid(), credited(23_800), booked(23_800)])
      .when(markPaid())
      .then([paidOut]);
    spec([issued, paid(), credited(23_800), booked(23_800), paidOut])
      .when(markPaid())
      .then([]);
  });
  it('an unknown refund is not marked', () => {
    spec([issued, paid(), credited(23_800), booked(23_800)])
      .when(markPaid('ref-9'))
      .then([]);
  });
});

describe('the end-to-end id', () => {
  it('names the invoice and the refund, in the SEPA characters, at most 35', () => {
    expect(refundEndToEndId('2026-0012', 1)).toBe('ERST-2026-0012-1');
    expect(refundEndToEndId('RE/2026/0012', 2)).toBe('ERST-RE20260012-2');
    expect(refundEndToEndId('X'.repeat(50), 1)).toHaveLength(35);
  });
});
