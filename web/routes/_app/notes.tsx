import { createFileRoute } from '@tanstack/react-router';
import { notesScreen } from '../../features/notes';
import { chosenClientSearch } from '../../lib/chosen-client';
import { ChosenClientLoadError, ChosenClientRoute, loadChosenClient } from './-chosen-client-route';

export const Route = createFileRoute('/_app/notes')({
  ...chosenClientSearch,
  loader: (args) => loadChosenClient(args, notesScreen),
  errorComponent: (props) => <ChosenClientLoadError {...props} screen={notesScreen} />,
  component: () => <ChosenClientRoute screen={notesScreen} />,
});
