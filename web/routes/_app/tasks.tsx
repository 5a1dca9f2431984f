import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { clientSearchQuery } from '../../features/client-pickers';
import { clientTasksQuery, TasksPage } from '../../features/tasks';
import { myClientsQuery } from '../../features/partners';
import { startLoads } from '../../lib/route-data';
import { useChosenClient, validateChosenClient } from '../../lib/chosen-client';
import { taskMessages } from '../../../modules/tasks/contract';

export const Route = createFileRoute('/_app/tasks')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  // A client's own tasks are the page; partners and admins pick a client first.
  loader: ({ context: { queryClient, user }, deps: { client } }) => {
    if (user.role === 'user') return startLoads(queryClient.ensureQueryData(clientTasksQuery(user.id)));
    return startLoads(
      user.role === 'partner'
        ? queryClient.ensureQueryData(myClientsQuery)
        : queryClient.ensureQueryData(clientSearchQuery('', 'active')),
      client ? queryClient.ensureQueryData(clientTasksQuery(client)) : null,
    );
  },
  errorComponent: (props) => <RouteLoadError {...props} title="Aufgaben" message={taskMessages.loadFailed} />,
  component: Tasks,
});

function Tasks() {
  const [client, choose] = useChosenClient();
  return <TasksPage clientId={client} onClientChange={choose} />;
}
