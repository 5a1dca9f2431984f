import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { clientSearchQuery } from '../../features/client-pickers';
import { conversationQuery, MessagesPage } from '../../features/messages';
import { myClientsQuery } from '../../features/partners';
import { startLoads } from '../../lib/route-data';
import { useChosenClient, validateChosenClient } from '../../lib/chosen-client';
import { messageMessages } from '../../../modules/messages/contract';

export const Route = createFileRoute('/_app/messages')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  // A client's own conversation is the page; partners and admins pick a client first.
  loader: ({ context: { queryClient, user }, deps: { client } }) => {
    if (user.role === 'user') return startLoads(queryClient.ensureQueryData(conversationQuery(user.id)));
    return startLoads(
      user.role === 'partner'
        ? queryClient.ensureQueryData(myClientsQuery)
        : queryClient.ensureQueryData(clientSearchQuery('', 'active')),
      client ? queryClient.ensureQueryData(conversationQuery(client)) : null,
    );
  },
  errorComponent: (props) => <RouteLoadError {...props} title="Nachrichten" message={messageMessages.loadFailed} />,
  component: Messages,
});

function Messages() {
  const [client, choose] = useChosenClient();
  return <MessagesPage clientId={client} onClientChange={choose} />;
}
