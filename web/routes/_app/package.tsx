import { createFileRoute } from '@tanstack/react-router';
import { sendToOwnEquivalent } from '../../auth/guards';
import { packageMessages } from '../../../modules/packages/contract';
import { RouteLoadError } from '../../components/errors/LoadError';
import { userDashboardQuery } from '../../features/dashboards';
import { MyPackagePage, myPackageQuery } from '../../features/packages';
import { settledLoads, startLoads } from '../../lib/route-data';
import { billingAddressQuery, invoiceListQuery } from '../../features/invoicing';
import { INVOICE_PAGE_SIZE } from '../../../modules/invoicing/contract';

export const Route = createFileRoute('/_app/package')({
  beforeLoad: ({ context }) => sendToOwnEquivalent(context.queryClient, '/package'),
  // The rating and the hours chart at the end come from the client's dashboard data; they show once
  // it is there. The invoice card and the billing address prompt are waited for (not failing the
  // page): filling in later they moved the offer's decision and 'Termin buchen' under the pointer.
  loader: ({ context: { queryClient } }) => {
    startLoads(queryClient.ensureQueryData(userDashboardQuery));
    return Promise.all([
      queryClient.ensureQueryData(myPackageQuery),
      settledLoads(
        queryClient.ensureQueryData(invoiceListQuery({ limit: INVOICE_PAGE_SIZE, offset: 0 })),
        queryClient.ensureQueryData(billingAddressQuery),
      ),
    ]);
  },
  errorComponent: (props) => <RouteLoadError {...props} title="Mein Paket" message={packageMessages.loadError} />,
  component: MyPackagePage,
});
