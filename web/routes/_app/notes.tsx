import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { loadForChosenClient } from '../../features/client-pickers';
import { clientNotesQuery, NotesPage } from '../../features/notes';
import { useChosenClient, validateChosenClient } from '../../lib/chosen-client';
import { noteMessages } from '../../../modules/notes/contract';

export const Route = createFileRoute('/_app/notes')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  loader: ({ context: { queryClient, user }, deps: { client } }) =>
    loadForChosenClient(queryClient, user, client, clientNotesQuery),
  errorComponent: (props) => <RouteLoadError {...props} title="Notizen" message={noteMessages.loadFailed} />,
  component: Notes,
});

function Notes() {
  const [client, choose] = useChosenClient();
  return <NotesPage clientId={client} onClientChange={choose} />;
}
