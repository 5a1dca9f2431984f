import { createFileRoute } from '@tanstack/react-router';
import { partnerMessages } from '../../../../modules/partners/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { myClientsQuery } from '../../../features/partners/api/partners';
import { PartnerClientsPage } from '../../../features/partners/components/clients/PartnerClientsPage';

export const Route = createFileRoute('/_app/_partner/partner/clients')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(myClientsQuery),
  errorComponent: (props) => (
    <RouteLoadError {...props} title="Meine Kunden" message={partnerMessages.clientsLoadFailed} />
  ),
  component: PartnerClientsPage,
});
