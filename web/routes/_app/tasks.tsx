import { createFileRoute } from '@tanstack/react-router';
import { tasksScreen } from '../../features/tasks';
import { chosenClientSearch } from '../../lib/chosen-client';
import { ChosenClientLoadError, ChosenClientRoute, loadChosenClient } from './-chosen-client-route';

export const Route = createFileRoute('/_app/tasks')({
  ...chosenClientSearch,
  loader: (args) => loadChosenClient(args, tasksScreen),
  errorComponent: (props) => <ChosenClientLoadError {...props} screen={tasksScreen} />,
  component: () => <ChosenClientRoute screen={tasksScreen} />,
});
