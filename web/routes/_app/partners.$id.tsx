import { createFileRoute } from '@tanstack/react-router';
import { PartnerProfilePage } from '../../features/partners/components/PartnerProfilePage';

export const Route = createFileRoute('/_app/partners/$id')({
  component: function PartnerProfileRoute() {
    const { id } = Route.useParams();
    return <PartnerProfilePage id={id} back={{ to: '/partners', label: 'Alle Acceleratoren' }} />;
  },
});
