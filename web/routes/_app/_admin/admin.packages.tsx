import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/errors/LoadError';
import {
  AdminPackagesPage,
  packageStatsQuery,
  pendingAssignmentsQuery,
  pendingLoadFailed,
} from '../../../features/packages';
import { startLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/packages')({
  // The counts show '–' until they arrive; the queue of offered packages is the page.
  loader: ({ context: { queryClient } }) => {
    startLoads(queryClient.ensureQueryData(packageStatsQuery));
    return queryClient.ensureQueryData(pendingAssignmentsQuery);
  },
  errorComponent: (props) => <RouteLoadError {...props} title="Pakete" message={pendingLoadFailed} />,
  // ?create=true opens Create & Assign (the dashboard's 'Paket erstellen'); &clientId= chooses the client.
  validateSearch: (search: Record<string, unknown>): { create?: true; clientId?: string } => ({
    ...(search.create === true || search.create === 'true' ? { create: true } : {}),
    ...(typeof search.clientId === 'string' && search.clientId ? { clientId: search.clientId } : {}),
  }),
  component: function AdminPackagesRoute() {
    const { create, clientId } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminPackagesPage
        creating={create ? { clientId } : null}
        onCreatingChange={(open) => void navigate({ search: open ? { create: true } : {}, replace: !open })}
      />
    );
  },
});
