import { createFileRoute } from '@tanstack/react-router';
import { INVOICE_PAGE_SIZE } from '../../../../modules/invoicing/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import {
  adminInvoiceSearch,
  AdminInvoicesPage,
  invoiceListQuery,
  invoiceSummaryQuery,
  invoicingTexts,
  listQueryOf,
  recentYears,
  RefundButton,
} from '../../../features/invoicing';
import { OpenItemsSection } from '../../../features/invoicing-dunning';
import { berlinDateOf } from '../../../../lib/german/time';
import { settledLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/invoices')({
  validateSearch: (search) => adminInvoiceSearch.parse(search),
  loaderDeps: ({ search }) => search,
  // The URL's page; later pages and filters load in the page (keeping the last one shown). This
  // year's sums, the card's first view, are waited for but fail on their own: the card stands above
  // the open items' buttons, and filling in later moved them (layout-shift.spec).
  loader: async ({ context: { queryClient }, deps }) => {
    const list = queryClient.ensureQueryData(invoiceListQuery(listQueryOf(deps, INVOICE_PAGE_SIZE)));
    await settledLoads(
      list,
      queryClient.ensureQueryData(invoiceSummaryQuery(recentYears(berlinDateOf(new Date()), 1)[0]!)),
    );
    return list;
  },
  errorComponent: (props) => (
    <RouteLoadError {...props} title="Rechnungen" message={invoicingTexts.invoicesLoadFailed} />
  ),
  component: function AdminInvoicesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <Page title="Rechnungen" subtitle="Alle Rechnungen und Stornorechnungen, offene, bezahlte und überfällige.">
        <AdminInvoicesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
        <OpenItemsSection refund={(invoice) => <RefundButton invoice={invoice} />} />
      </Page>
    );
  },
});
