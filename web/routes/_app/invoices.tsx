import { createFileRoute } from '@tanstack/react-router';
import { INVOICE_PAGE_SIZE } from '../../../modules/invoicing/contract';
import { sendToOwnEquivalent } from '../../auth/guards';
import { RouteLoadError } from '../../components/errors/LoadError';
import { Page } from '../../components/ui/Page';
import { ClientInvoicesPage, invoiceListQuery, invoicingTexts } from '../../features/invoicing';
import { MandateCard, PreNotificationsCard } from '../../features/sepa';

export const Route = createFileRoute('/_app/invoices')({
  beforeLoad: ({ context }) => sendToOwnEquivalent(context.queryClient, '/invoices'),
  // The first page; later pages load in the page (keeping the last one shown).
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(invoiceListQuery({ limit: INVOICE_PAGE_SIZE, offset: 0 })),
  errorComponent: (props) => (
    <RouteLoadError {...props} title="Rechnungen" message={invoicingTexts.invoicesLoadFailed} />
  ),
  component: () => (
    <Page title="Rechnungen" subtitle="Ihre Rechnungen zum Herunterladen als PDF oder als XRechnung.">
      <ClientInvoicesPage />
      <PreNotificationsCard />
      <MandateCard />
    </Page>
  ),
});
