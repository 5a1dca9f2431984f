import { createFileRoute } from '@tanstack/react-router';
import {
  loadPartnerProfile,
  PartnerProfileLoadError,
  PartnerProfileMissing,
  PartnerProfilePage,
  type ProfileBack,
} from '../../features/partners';

const back: ProfileBack = { to: '/partners', label: 'Alle Acceleratoren' };

export const Route = createFileRoute('/_app/partners/$id')({
  loader: ({ context: { queryClient, user }, params: { id } }) => loadPartnerProfile(queryClient, user, id),
  notFoundComponent: () => <PartnerProfileMissing back={back} />,
  errorComponent: (props) => <PartnerProfileLoadError {...props} back={back} />,
  component: function PartnerProfileRoute() {
    const { id } = Route.useParams();
    return <PartnerProfilePage id={id} back={back} />;
  },
});
