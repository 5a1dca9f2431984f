import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { loadForChosenClient } from '../../features/client-pickers';
import { clientFilesQuery, FilesPage } from '../../features/files';
import { useChosenClient, validateChosenClient } from '../../lib/chosen-client';
import { fileMessages } from '../../../modules/files/contract';

export const Route = createFileRoute('/_app/files')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  loader: ({ context: { queryClient, user }, deps: { client } }) =>
    loadForChosenClient(queryClient, user, client, clientFilesQuery),
  errorComponent: (props) => <RouteLoadError {...props} title="Dateien" message={fileMessages.loadFailed} />,
  component: Files,
});

function Files() {
  const [client, choose] = useChosenClient();
  return <FilesPage clientId={client} onClientChange={choose} />;
}
