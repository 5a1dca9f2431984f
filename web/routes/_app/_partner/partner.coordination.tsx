import { createFileRoute } from '@tanstack/react-router';
import { partnerMessages } from '../../../../modules/partners/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { coordinationQuery, CoordinationView, planClientsQuery } from '../../../features/meetings';
import { Page } from '../../../components/ui/Page';
import { startLoads } from '../../../lib/route-data';
import { useChosenClient, validateChosenClient } from '../../../lib/chosen-client';

const title = 'Acceleratoren-Koordination';

export const Route = createFileRoute('/_app/_partner/partner/coordination')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  // The picker's clients are the page; the chosen client's meetings wait and fail on their own.
  loader: ({ context: { queryClient }, deps: { client } }) => {
    if (client) startLoads(queryClient.ensureQueryData(coordinationQuery(client)));
    return queryClient.ensureQueryData(planClientsQuery);
  },
  errorComponent: (props) => <RouteLoadError {...props} title={title} message={partnerMessages.clientsLoadFailed} />,
  component: Coordination,
});

function Coordination() {
  const [client, choose] = useChosenClient();
  return (
    <Page title={title} subtitle="Die Meetings eines Klienten mit allen Acceleratoren.">
      <CoordinationView clientId={client} onClientChange={choose} />
    </Page>
  );
}
