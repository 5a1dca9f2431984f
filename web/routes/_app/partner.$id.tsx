import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../auth/use-session';
import { PartnerProfilePage } from '../../features/partners/components/PartnerProfilePage';

// Reached by clients from the package page (spec 02 §2), so 'back' leads there for them.
export const Route = createFileRoute('/_app/partner/$id')({
  component: function PartnerProfileFromPackageRoute() {
    const { id } = Route.useParams();
    const user = useSessionUser();
    const back = user?.role === 'user' ? ({ to: '/package', label: 'Zurück zu Mein Paket' } as const) : ({ to: '/partners', label: 'Alle Acceleratoren' } as const);
    return <PartnerProfilePage id={id} back={back} />;
  },
});
