import { createFileRoute } from '@tanstack/react-router';
import { ClientActivationPage } from '../../../features/packages/components/ClientActivationPage';

export const Route = createFileRoute('/_app/_admin/admin/clients/$clientId/activate-package')({
  component: function ActivatePackageRoute() {
    const { clientId } = Route.useParams();
    return <ClientActivationPage clientId={clientId} />;
  },
});
