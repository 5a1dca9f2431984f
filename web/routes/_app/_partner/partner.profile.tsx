import { createFileRoute } from '@tanstack/react-router';
import { partnerMessages } from '../../../../modules/partners/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { editableProfileQuery, OwnProfilePage, ownProfileTitle } from '../../../features/partners';

// The Accelerator's own profile, to read and to edit their own fields (partners README, Decisions).
export const Route = createFileRoute('/_app/_partner/partner/profile')({
  loader: ({ context: { queryClient, user } }) => queryClient.ensureQueryData(editableProfileQuery(user.id)),
  errorComponent: (props) => (
    <RouteLoadError {...props} title={ownProfileTitle} message={partnerMessages.detailsFailed} />
  ),
  component: function OwnProfileRoute() {
    const { user } = Route.useRouteContext();
    return <OwnProfilePage user={user} />;
  },
});
