import { dunningKeys } from '../../../../modules/invoicing/contract';
import { defineRefresh } from '../../../realtime/refresh';

/** Open items and an invoice's payments follow what changes them; the schedule its setting. */
export const dunningRefresh = defineRefresh('invoicing-dunning', [
  {
    family: dunningKeys.openItemsAll,
    on: [
      'InvoiceIssued',
      'InvoiceCancelled',
      'InvoicePaymentRecorded',
      'InvoicePaymentUndone',
      'InvoiceReminderSent',
      'InvoicePartlyCredited',
      'InvoiceRefundBooked',
      'InvoiceCreditSetOff',
      'InvoiceSetOffTakenBack',
      'DunningSettingsSet',
    ],
  },
  // A refund and a set-off are negative rows of the invoice's payments.
  {
    family: dunningKeys.paymentsAll,
    on: [
      'InvoicePaymentRecorded',
      'InvoicePaymentUndone',
      'InvoiceRefundBooked',
      'InvoiceCreditSetOff',
      'InvoiceSetOffTakenBack',
    ],
  },
  { family: dunningKeys.settings, on: ['DunningSettingsSet'] },
]);
