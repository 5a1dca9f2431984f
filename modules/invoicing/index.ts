import type { EventModule } from '../../server/eventstore';
import { invoicingPrivacy } from './privacy';
import { billingAddressDecider, firmDecider, sequenceDecider } from './decide';
import { invoiceDecider } from './invoice';
import { draftReactions, retentionReactions, saleReactions } from './issuing';
import { invoiceMailReactions } from './documents/mailing';
import { invoicingProjections } from './projections';
import { invoicingPush } from './push';
import { datevDecider, datevErrors, datevExportDecider, datevProjection, datevPush } from './datev';
import { invoicingErrors as invoiceErrors } from './errors';

export { firmSignature, publishedImpressum, savedFirmData } from './queries';
export { startInvoiceMails } from './documents/mailing';
export * as invoiceDocumentKit from './documents/kit';
export { invoicingDatevRoutes } from './datev';
export { invoicingDunningRoutes } from './dunning/routes';
export { bookedPayment, paymentsOfInvoice } from './invoice-payments';
export {
  bookRefundIn,
  buyerNameOf,
  clientOfInvoice,
  markRefundPaidIn,
  openRefunds,
  payingLinesOf,
  refundById,
  refundsOfInvoice,
  type RefundPayee,
  type RefundRow,
} from './refunds';
/** Invoicing's answers to broken rules, the DATEV settings' included (their streams are invoicing's). */
export const invoicingErrors = { ...invoiceErrors, ...datevErrors };
import { dunningLetterReactions } from './dunning/letter';
import { activationPaymentReactions } from './activation-payment';
import { dunningSettingsDecider, dunningSettingsProjection, dunningSettingsPush } from './dunning/settings';

export { invoicingRoutes } from './routes';
export { billingAddressAppend } from './commands';
export {
  recordInvoicePaymentIn,
  sendPaymentReminders,
  startInvoicingJobs,
  takeBackPaymentIn,
  type DebitSubmitted,
  type DebitsPending,
} from './payments';
export { openInvoices, payableInvoicesByIds, type PayableInvoice } from './payment-queries';
export {
  firstInvoiceYear,
  issuedInvoicesUntil,
  paymentsUntil,
  type InvoiceFact,
  type PaymentFact,
} from './report-facts';

export const invoicingModule: EventModule = {
  name: 'invoicing',
  labels: {
    FirmDataSet: 'Firmendaten gespeichert',
    BillingAddressSet: 'Rechnungsadresse gespeichert',
    InvoiceNumberAssigned: 'Rechnungsnummer vergeben',
    InvoiceDrafted: 'Rechnungsentwurf angelegt',
    InvoiceIssued: 'Rechnung gestellt',
    InvoiceCancelled: 'Rechnung storniert',
    InvoiceDiscarded: 'Rechnungsentwurf verworfen',
    DatevSettingsSet: 'DATEV-Einstellungen gespeichert',
    DatevMonthExported: 'DATEV-Monat exportiert',
    InvoicePaymentRecorded: 'Zahlung gebucht',
    InvoicePaymentUndone: 'Zahlung zurückgenommen',
    InvoiceReminderSent: 'Zahlungserinnerung oder Mahnung versandt',
    DunningSettingsSet: 'Mahnstufen gespeichert',
    InvoiceRefundBooked: 'Erstattung gebucht',
    InvoiceRefundPaid: 'Erstattung ausgeführt',
    InvoiceCreditSetOff: 'Guthaben verrechnet',
    InvoiceSetOffTakenBack: 'Verrechnung zurückgenommen',
  },
  streams: [
    firmDecider,
    billingAddressDecider,
    invoiceDecider,
    sequenceDecider,
    datevDecider,
    datevExportDecider,
    dunningSettingsDecider,
  ],
  projections: [...invoicingProjections, datevProjection, dunningSettingsProjection],
  privacy: invoicingPrivacy,
  push: [...invoicingPush, ...datevPush, ...dunningSettingsPush],
  reactions: [
    ...saleReactions,
    ...draftReactions,
    ...retentionReactions,
    ...invoiceMailReactions,
    ...dunningLetterReactions,
    // after saleReactions: an activation without acceptance issues the invoice first
    ...activationPaymentReactions,
  ],
};
