import { createFileRoute } from '@tanstack/react-router';
import { EditPartnerPage } from '../../../features/partners/components/admin/EditPartnerPage';

export const Route = createFileRoute('/_app/_admin/admin/partners/edit/$partnerId')({
  component: function EditPartnerRoute() {
    const { partnerId } = Route.useParams();
    return <EditPartnerPage userId={partnerId} />;
  },
});
