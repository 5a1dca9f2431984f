import { createFileRoute } from '@tanstack/react-router';
import { sendToOwnEquivalent } from '../../auth/guards';
import { Page } from '../../components/ui/Page';
import { ClientInvoicesPage } from '../../features/invoicing/components/ClientInvoicesPage';

export const Route = createFileRoute('/_app/invoices')({
  beforeLoad: ({ context }) => sendToOwnEquivalent(context.queryClient, '/invoices'),
  component: () => (
    <Page title="Rechnungen" subtitle="Ihre Rechnungen zum Herunterladen als PDF oder als XRechnung.">
      <ClientInvoicesPage />
    </Page>
  ),
});
