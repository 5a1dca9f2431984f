import { invoiceKeys } from '../../../../modules/invoicing/contract';
import { defineRefresh } from '../../../realtime/refresh';

/** Invoices (lists, the year's summary, one invoice), the firm's data, the client's billing address. */
export const invoicingRefresh = defineRefresh('invoicing', [
  {
    family: invoiceKeys.all,
    on: [
      'InvoiceDrafted',
      'InvoiceIssued',
      'InvoiceCancelled',
      'InvoiceDiscarded',
      'InvoicePaymentRecorded',
      'InvoicePaymentUndone',
      'InvoiceReminderSent',
      'InvoicePartlyCredited',
      'InvoiceRefundBooked',
      'InvoiceCreditSetOff',
      'InvoiceSetOffTakenBack',
      'InvoiceRefundPaid',
    ],
  },
  { family: invoiceKeys.billingAddress, on: ['BillingAddressSet'] },
  { family: invoiceKeys.firm, on: ['FirmDataSet'] },
]);
