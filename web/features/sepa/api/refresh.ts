import { sepaKeys } from '../../../../modules/sepa/contract';
import { defineRefresh } from '../../../realtime/refresh';

/**
 * The mandate (the client's own or one a admin reads), the pre-notifications (a new invoice, a
 * payment, a mandate, a collection change them) and the admin's collections.
 */
export const sepaRefresh = defineRefresh('sepa', [
  { family: ['sepa', 'mandate'], on: ['MandateGranted', 'MandateRevoked', 'FirmDataSet'] },
  {
    family: sepaKeys.preNotifications,
    on: [
      'MandateGranted',
      'MandateRevoked',
      'CollectionCreated',
      'CollectionReturned',
      'CollectionDebitWithdrawn',
      'InvoiceIssued',
      'InvoiceCancelled',
      'InvoicePaymentRecorded',
      'InvoicePartlyCredited',
    ],
  },
  {
    family: sepaKeys.collections,
    // A mandate revoked after the hand-over: its debit asks for the bank's recall.
    on: [
      'CollectionCreated',
      'CollectionReturned',
      'CollectionHandedOver',
      'CollectionDebitWithdrawn',
      'MandateRevoked',
    ],
  },
]);
