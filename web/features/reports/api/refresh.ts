import { reportsKeys } from '../../../../modules/reports/contract';
import { defineRefresh } from '../../../realtime/refresh';

/**
 * The figures: invoices and credit notes issued, payments booked or taken back, packages activated
 * or ended, hours charged (meetings held, cancelled late, not held after all), statements issued.
 */
export const reportsRefresh = defineRefresh('reports', [
  {
    family: reportsKeys.all,
    on: [
      'InvoiceIssued',
      'InvoiceCancelled',
      'InvoicePaymentRecorded',
      'InvoicePaymentUndone',
      'PackageActivated',
      'PackageCompleted',
      'PackageExpired',
      'PackageCancelled',
      'AllocationMoved',
      'MeetingCompleted',
      'MeetingCancelled',
      'MeetingNotHeld',
      'MeetingHandedOver',
      'StatementIssued',
    ],
  },
]);
