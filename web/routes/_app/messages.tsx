import { createFileRoute } from '@tanstack/react-router';
import { messagesScreen } from '../../features/messages';
import { chosenClientSearch } from '../../lib/chosen-client';
import { ChosenClientLoadError, ChosenClientRoute, loadChosenClient } from './-chosen-client-route';

export const Route = createFileRoute('/_app/messages')({
  ...chosenClientSearch,
  loader: (args) => loadChosenClient(args, messagesScreen),
  errorComponent: (props) => <ChosenClientLoadError {...props} screen={messagesScreen} />,
  component: () => <ChosenClientRoute screen={messagesScreen} />,
});
