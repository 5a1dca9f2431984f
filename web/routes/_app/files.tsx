import { createFileRoute } from '@tanstack/react-router';
import { filesScreen } from '../../features/files';
import { chosenClientSearch } from '../../lib/chosen-client';
import { ChosenClientLoadError, ChosenClientRoute, loadChosenClient } from './-chosen-client-route';

export const Route = createFileRoute('/_app/files')({
  ...chosenClientSearch,
  loader: (args) => loadChosenClient(args, filesScreen),
  errorComponent: (props) => <ChosenClientLoadError {...props} screen={filesScreen} />,
  component: () => <ChosenClientRoute screen={filesScreen} />,
});
