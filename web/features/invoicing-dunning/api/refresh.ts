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
      'DunningSettingsSet',
    ],
  },
  { family: dunningKeys.paymentsAll, on: ['InvoicePaymentRecorded', 'InvoicePaymentUndone'] },
  { family: dunningKeys.settings, on: ['DunningSettingsSet'] },
]);
