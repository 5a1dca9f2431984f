import { createFileRoute } from '@tanstack/react-router';
import {
  accountQuery,
  editableProfileQuery,
  EditPartnerLoadError,
  EditPartnerPage,
  PartnerAccountMissing,
} from '../../../features/partners';
import { NotFoundToast } from '../../../components/errors/NotFoundToast';
import { orNotFound, startLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/partners/edit/$partnerId')({
  // The account is the page ('Der Benutzer wurde nicht gefunden.' on a 404); a partner's profile
  // loads as a section ('Failed to load partner data').
  loader: async ({ context: { queryClient }, params: { partnerId } }) => {
    const account = await orNotFound(queryClient.ensureQueryData(accountQuery(partnerId)));
    if (account.role === 'partner') startLoads(queryClient.ensureQueryData(editableProfileQuery(partnerId)));
  },
  notFoundComponent: function PartnerAccountMissingRoute() {
    return (
      <>
        <NotFoundToast />
        <PartnerAccountMissing />
      </>
    );
  },
  errorComponent: EditPartnerLoadError,
  component: function EditPartnerRoute() {
    const { partnerId } = Route.useParams();
    return <EditPartnerPage userId={partnerId} />;
  },
});
