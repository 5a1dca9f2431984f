import { createFileRoute } from '@tanstack/react-router';
import { PartnerProfilePage } from '../../components/partners/PartnerProfilePage';

export const Route = createFileRoute('/_app/partners/$id')({
  component: function PartnerProfileRoute() {
    const { id } = Route.useParams();
    return <PartnerProfilePage id={id} back={{ to: '/partners', label: 'Alle Acceleratoren' }} />;
  },
});
