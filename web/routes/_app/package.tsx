import { createFileRoute } from '@tanstack/react-router';
import { sendToOwnEquivalent } from '../../auth/guards';
import { packageMessages } from '../../../modules/packages/contract';
import { RouteLoadError } from '../../components/errors/LoadError';
import { userDashboardQuery } from '../../features/dashboards/api/dashboards';
import { myPackageQuery } from '../../features/packages/api/packages';
import { MyPackagePage } from '../../features/packages/components/MyPackagePage';
import { startLoads } from '../../lib/route-data';

export const Route = createFileRoute('/_app/package')({
  beforeLoad: ({ context }) => sendToOwnEquivalent(context.queryClient, '/package'),
  // The rating and the hours chart come from the client's dashboard data; they show once it is there.
  loader: ({ context: { queryClient } }) => {
    startLoads(queryClient.ensureQueryData(userDashboardQuery));
    return queryClient.ensureQueryData(myPackageQuery);
  },
  errorComponent: (props) => <RouteLoadError {...props} title="Mein Paket" message={packageMessages.loadError} />,
  component: MyPackagePage,
});
