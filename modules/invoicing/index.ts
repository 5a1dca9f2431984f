import type { EventModule } from '../../server/eventstore';
import { billingAddressDecider, firmDecider, invoiceDecider, sequenceDecider } from './decide';
import { draftReactions, retentionReactions, saleReactions } from './issuing';
import { invoicingPersonal } from './personal';
import { invoicingProjections } from './projections';
import { invoicingPush } from './push';
import { reminderReactions } from './payments';

export { invoicingRoutes } from './routes';
export { invoicingErrors } from './errors';
export { recordInvoicePaymentIn, sendPaymentReminders, startInvoicingJobs } from './payments';
export { openInvoices, payableInvoicesByIds, type PayableInvoice } from './payment-queries';

export const invoicingModule: EventModule = {
  name: 'invoicing',
  labels: {
    FirmDataSet: 'Firmendaten gespeichert',
    BillingAddressSet: 'Rechnungsadresse gespeichert',
    InvoiceNumberAssigned: 'Rechnungsnummer vergeben',
    InvoiceDrafted: 'Rechnungsentwurf angelegt',
    InvoiceIssued: 'Rechnung gestellt',
    InvoiceCancelled: 'Rechnung storniert',
    InvoicePaymentRecorded: 'Zahlung gebucht',
    InvoiceReminderSent: 'Zahlungserinnerung versandt',
  },
  streams: [firmDecider, billingAddressDecider, invoiceDecider, sequenceDecider],
  projections: invoicingProjections,
  personal: invoicingPersonal,
  push: invoicingPush,
  reactions: [...saleReactions, ...draftReactions, ...retentionReactions, ...reminderReactions],
};
