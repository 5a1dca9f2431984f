import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../auth/use-session';
import {
  loadPartnerProfile,
  PartnerProfileLoadError,
  PartnerProfileMissing,
  PartnerProfilePage,
  type ProfileBack,
} from '../../features/partners';

// Reached by clients from the package page (spec 02 §2), so 'back' leads there for them.
function useBack(): ProfileBack {
  return useSessionUser()?.role === 'user'
    ? { to: '/package', label: 'Zurück zu Mein Paket' }
    : { to: '/partners', label: 'Alle Acceleratoren' };
}

export const Route = createFileRoute('/_app/partner/$id')({
  loader: ({ context: { queryClient, user }, params: { id } }) => loadPartnerProfile(queryClient, user, id),
  notFoundComponent: function PartnerProfileMissingRoute() {
    return <PartnerProfileMissing back={useBack()} />;
  },
  errorComponent: function PartnerProfileErrorRoute(props) {
    return <PartnerProfileLoadError {...props} back={useBack()} />;
  },
  component: function PartnerProfileFromPackageRoute() {
    const { id } = Route.useParams();
    return <PartnerProfilePage id={id} back={useBack()} />;
  },
});
