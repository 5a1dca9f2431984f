import { privacyOf } from '../../server/eventstore';
import type { DatevEvent } from './datev/events';
import type { DatevExportEvent } from './datev/exports';
import type { BillingAddressEvent, FirmEvent, InvoiceEvent, SequenceEvent } from './events';
import type { DunningSettingsEvent } from './dunning/settings';

/**
 * A client's billing address is personal: sealed with the client's key, erased with the account.
 * The buyer on an issued invoice, and the reference a payment of it came with (a bank purpose names
 * people), are the firm's record, which the law makes it keep (§147 AO, §14b UStG): sealed with the
 * invoice's own contract key, which the client's erasure does not touch and the retention job shreds
 * 10 years after the end of the invoice's year (issuing.ts). The firm's own data, amounts, numbers
 * and dates are plain.
 */
export const invoicingPrivacy = privacyOf<
  FirmEvent | DatevEvent | DatevExportEvent | DunningSettingsEvent | BillingAddressEvent | SequenceEvent | InvoiceEvent
>()({
  DunningSettingsSet: { plain: ['schedule'] },
  FirmDataSet: { plain: ['firm'] },
  DatevSettingsSet: { plain: ['settings'] },
  // Keys of the entries and the settings, never their text (a buyer's name stays on its invoice).
  DatevMonthExported: { plain: ['month', 'sha256', 'settings', 'items'] },
  BillingAddressSet: { subject: 'clientId', personal: ['address'] },
  InvoiceDrafted: { plain: ['service', 'missing'] },
  InvoiceIssued: {
    subject: 'invoiceId',
    purpose: 'contract',
    personal: ['buyer'],
    plain: ['kind', 'number', 'issuedOn', 'dueOn', 'seller', 'service', 'amounts', 'corrects'],
  },
  // Why an admin threw a draft away is typed freely, so may name the client.
  InvoiceDiscarded: { subject: 'clientId', personal: ['reason'] },
  InvoicePaymentRecorded: {
    subject: 'invoiceId',
    purpose: 'contract',
    // The admin's note on a payment by hand may name people, as a bank purpose does.
    personal: ['reference', 'note'],
    plain: ['bookedOn', 'source', 'method'],
  },
  InvoicePaymentUndone: {
    subject: 'invoiceId',
    purpose: 'contract',
    personal: ['reason'],
    plain: ['kind', 'undoneOn'],
  },
  // The payee's account and name are the refund's booking record, kept as the payment references are.
  InvoiceRefundBooked: {
    subject: 'invoiceId',
    purpose: 'contract',
    personal: ['payee', 'reason'],
    plain: ['invoiceNumber', 'bookedOn'],
  },
  InvoiceRefundPaid: { plain: ['paidOn'] },
  InvoiceCreditSetOff: { plain: ['invoiceNumber', 'toInvoiceNumber', 'bookedOn'] },
  // The office's reason may name people, as an undo's does.
  InvoiceSetOffTakenBack: {
    subject: 'invoiceId',
    purpose: 'contract',
    personal: ['reason'],
    plain: ['invoiceNumber', 'toInvoiceNumber', 'undoneOn'],
  },
  InvoiceReminderSent: { plain: ['remindedOn', 'defaultFrom'] },
});
