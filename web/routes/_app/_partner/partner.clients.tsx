import { createFileRoute } from '@tanstack/react-router';
import { partnerMessages } from '../../../../modules/partners/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { myClientsQuery, PartnerClientsPage } from '../../../features/partners';

export const Route = createFileRoute('/_app/_partner/partner/clients')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(myClientsQuery),
  errorComponent: (props) => (
    <RouteLoadError {...props} title="Meine Kunden" message={partnerMessages.clientsLoadFailed} />
  ),
  component: PartnerClientsPage,
});
