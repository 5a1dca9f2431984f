import { createFileRoute } from '@tanstack/react-router';
import { packageMessages } from '../../../modules/packages/contract';
import { RouteLoadError } from '../../components/errors/LoadError';
import { userDashboardQuery } from '../../features/dashboards/api/dashboards';
import { myPackageQuery } from '../../features/packages/api/packages';
import { MyPackagePage } from '../../features/packages/components/MyPackagePage';
import { sectionLoads } from '../../lib/route-data';

export const Route = createFileRoute('/_app/package')({
  // The rating and the hours chart come from the client's dashboard data; without it they stay away.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(myPackageQuery),
      sectionLoads(queryClient.ensureQueryData(userDashboardQuery)),
    ]),
  errorComponent: (props) => <RouteLoadError {...props} title="Mein Paket" message={packageMessages.loadError} />,
  component: MyPackagePage,
});
