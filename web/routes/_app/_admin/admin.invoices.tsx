import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/Page';
import { AdminInvoicesPage } from '../../../features/invoicing/components/AdminInvoicesPage';
import { adminInvoiceSearch } from '../../../features/invoicing/rules/admin-filter';

export const Route = createFileRoute('/_app/_admin/admin/invoices')({
  validateSearch: (search) => adminInvoiceSearch.parse(search),
  component: function AdminInvoicesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <Page title="Rechnungen" subtitle="Alle Rechnungen und Stornorechnungen, offene, bezahlte und überfällige.">
        <AdminInvoicesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
      </Page>
    );
  },
});
