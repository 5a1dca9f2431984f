import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { packageStatsQuery, pendingAssignmentsQuery, pendingLoadFailed } from '../../../features/packages/api/packages';
import { AdminPackagesPage } from '../../../features/packages/components/AdminPackagesPage';
import { startLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/packages')({
  // The counts show '–' until they arrive; the queue of offered packages is the page.
  loader: ({ context: { queryClient } }) => {
    startLoads(queryClient.ensureQueryData(packageStatsQuery));
    return queryClient.ensureQueryData(pendingAssignmentsQuery);
  },
  errorComponent: (props) => <RouteLoadError {...props} title="Pakete" message={pendingLoadFailed} />,
  component: AdminPackagesPage,
});
