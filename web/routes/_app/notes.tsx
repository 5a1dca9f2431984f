import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { clientSearchQuery } from '../../features/client-pickers';
import { clientNotesQuery, NotesPage } from '../../features/notes';
import { myClientsQuery } from '../../features/partners';
import { startLoads } from '../../lib/route-data';
import { useChosenClient, validateChosenClient } from '../../lib/chosen-client';
import { noteMessages } from '../../../modules/notes/contract';

export const Route = createFileRoute('/_app/notes')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  // A client's own notes are the page; partners and admins pick a client first.
  loader: ({ context: { queryClient, user }, deps: { client } }) => {
    if (user.role === 'user') return startLoads(queryClient.ensureQueryData(clientNotesQuery(user.id)));
    return startLoads(
      user.role === 'partner'
        ? queryClient.ensureQueryData(myClientsQuery)
        : queryClient.ensureQueryData(clientSearchQuery('', 'active')),
      client ? queryClient.ensureQueryData(clientNotesQuery(client)) : null,
    );
  },
  errorComponent: (props) => <RouteLoadError {...props} title="Notizen" message={noteMessages.loadFailed} />,
  component: Notes,
});

function Notes() {
  const [client, choose] = useChosenClient();
  return <NotesPage clientId={client} onClientChange={choose} />;
}
