import type { EventModule } from '../../server/eventstore';
import { billingAddressDecider, firmDecider, invoiceDecider, sequenceDecider } from './decide';
import { draftReactions, retentionReactions, saleReactions } from './issuing';
import { invoiceMailReactions } from './documents/mailing';
import { invoicingPersonal } from './personal';
import { invoicingProjections } from './projections';
import { invoicingPush } from './push';

export { invoicingRoutes } from './routes';
export { invoicingErrors } from './errors';
export { mailFooterLines, publishedImpressum } from './queries';
export { startInvoiceMails } from './documents/mailing';

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
  },
  streams: [firmDecider, billingAddressDecider, invoiceDecider, sequenceDecider],
  projections: invoicingProjections,
  personal: invoicingPersonal,
  push: invoicingPush,
  reactions: [...saleReactions, ...draftReactions, ...retentionReactions, ...invoiceMailReactions],
};
