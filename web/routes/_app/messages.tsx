import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/errors/LoadError';
import { loadForChosenClient } from '../../features/client-pickers';
import { conversationQuery, MessagesPage } from '../../features/messages';
import { useChosenClient, validateChosenClient } from '../../lib/chosen-client';
import { messageMessages } from '../../../modules/messages/contract';

export const Route = createFileRoute('/_app/messages')({
  validateSearch: validateChosenClient,
  loaderDeps: ({ search }) => ({ client: search.client }),
  loader: ({ context: { queryClient, user }, deps: { client } }) =>
    loadForChosenClient(queryClient, user, client, conversationQuery),
  errorComponent: (props) => <RouteLoadError {...props} title="Nachrichten" message={messageMessages.loadFailed} />,
  component: Messages,
});

function Messages() {
  const [client, choose] = useChosenClient();
  return <MessagesPage clientId={client} onClientChange={choose} />;
}
