import { at } from '../../../server/testing/decider-spec';
import type { InvoiceEvent, InvoicePaymentRecorded } from '../events';

/**
 * Invoice 'inv-1' (`issuedInvoice`) paid in full from a bank statement's line on 2026-03-20, as the
 * log holds it; `over` changes the payment (another id, amount or day, or one booked by hand).
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
