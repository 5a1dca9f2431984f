import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { loadForChosenClient } from '../../features/client-pickers';
import { clientTasksQuery, TasksPage } from '../../features/tasks';
import { useChosenClient, validateChosenClient } from '../../lib/chosen-client';
import { taskMessages } from '../../../modules/tasks/contract';

export const Route = createFileRoute('/_app/tasks')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  loader: ({ context: { queryClient, user }, deps: { client } }) =>
    loadForChosenClient(queryClient, user, client, clientTasksQuery),
  errorComponent: (props) => <RouteLoadError {...props} title="Aufgaben" message={taskMessages.loadFailed} />,
  component: Tasks,
});

function Tasks() {
  const [client, choose] = useChosenClient();
  return <TasksPage clientId={client} onClientChange={choose} />;
}
