import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { clientSearchQuery } from '../../features/client-pickers';
import {
  milestoneTemplateQuery,
  myMilestonesQuery,
  planLoadError,
  ProgressPage,
  userMilestonesQuery,
} from '../../features/milestones';
import { myClientsQuery } from '../../features/partners';
import { startLoads } from '../../lib/route-data';
import { useChosenClient, validateChosenClient } from '../../lib/chosen-client';

export const Route = createFileRoute('/_app/progress')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  // A client's own plan is the page. Partners and admins pick a client; the picker, the chosen
  // plan and the admin's template each wait and say themselves when they fail.
  loader: ({ context: { queryClient, user }, deps: { client } }) => {
    if (user.role === 'user') return queryClient.ensureQueryData(myMilestonesQuery);
    return startLoads(
      user.role === 'partner'
        ? queryClient.ensureQueryData(myClientsQuery)
        : queryClient.ensureQueryData(clientSearchQuery('', 'active')),
      client ? queryClient.ensureQueryData(userMilestonesQuery(client)) : null,
      user.role === 'admin' && !client ? queryClient.ensureQueryData(milestoneTemplateQuery) : null,
    );
  },
  errorComponent: (props) => <RouteLoadError {...props} title="Fortschritt" message={planLoadError} />,
  component: Progress,
});

function Progress() {
  const [client, choose] = useChosenClient();
  return <ProgressPage clientId={client} onClientChange={choose} />;
}
