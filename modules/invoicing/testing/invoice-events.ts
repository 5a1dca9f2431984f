import { at } from '../../../server/testing/decider-spec';
import type { InvoiceDrafted, InvoiceEvent, InvoicePaymentRecorded } from '../events';
import { issuedInvoice } from './invoice';

// Invoice 'inv-1' (`issuedInvoice`) as the log holds it in the states its deciders' tests start from.

/** Drafted, not issued: `missing` says what it waits for. */
export const invoiceDrafted = (missing: InvoiceDrafted['data']['missing'] = []): InvoiceEvent => ({
  type: 'InvoiceDrafted',
  data: { invoiceId: 'inv-1', clientId: 'c-1', service: issuedInvoice.service, missing, at },
});

/** Cancelled by the credit note `creditNoteId`. */
export const invoiceCancelled = (creditNoteId = 'cn'): InvoiceEvent => ({
  type: 'InvoiceCancelled',
  data: { invoiceId: 'inv-1', clientId: 'c-1', creditNoteId, at },
});

/**
 * Paid in full from a bank statement's line on 2026-03-20; `over` changes the payment (another id,
 * amount or day, or one booked by hand).
 */
export const paymentRecorded = (over: Partial<InvoicePaymentRecorded['data']> = {}): InvoiceEvent => ({
  type: 'InvoicePaymentRecorded',
  data: {
    invoiceId: 'inv-1',
    clientId: 'c-1',
    paymentId: 'pay-1',
    amountCents: 119_000,
    bookedOn: '2026-03-20',
    source: 'statement',
    reference: 'RE 2026-0001',
    statementLineId: 'line-1',
    at,
    ...over,
  },
});
