import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { clientSearchQuery } from '../../features/client-pickers';
import { clientFilesQuery, FilesPage } from '../../features/files';
import { myClientsQuery } from '../../features/partners';
import { startLoads } from '../../lib/route-data';
import { useChosenClient, validateChosenClient } from '../../lib/chosen-client';
import { fileMessages } from '../../../modules/files/contract';

export const Route = createFileRoute('/_app/files')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  // A client's own files are the page; partners and admins pick a client first.
  loader: ({ context: { queryClient, user }, deps: { client } }) => {
    if (user.role === 'user') return startLoads(queryClient.ensureQueryData(clientFilesQuery(user.id)));
    return startLoads(
      user.role === 'partner'
        ? queryClient.ensureQueryData(myClientsQuery)
        : queryClient.ensureQueryData(clientSearchQuery('', 'active')),
      client ? queryClient.ensureQueryData(clientFilesQuery(client)) : null,
    );
  },
  errorComponent: (props) => <RouteLoadError {...props} title="Dateien" message={fileMessages.loadFailed} />,
  component: Files,
});

function Files() {
  const [client, choose] = useChosenClient();
  return <FilesPage clientId={client} onClientChange={choose} />;
}
