import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { ClientActivationPage, pendingAssignmentsQuery, pendingLoadFailed } from '../../../features/packages';

export const Route = createFileRoute('/_app/_admin/admin/clients/$clientId/activate-package')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(pendingAssignmentsQuery),
  errorComponent: (props) => <RouteLoadError {...props} title="Paket aktivieren" message={pendingLoadFailed} />,
  component: function ActivatePackageRoute() {
    const { clientId } = Route.useParams();
    return <ClientActivationPage clientId={clientId} />;
  },
});
