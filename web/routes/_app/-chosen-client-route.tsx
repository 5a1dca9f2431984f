import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { User } from '../../../modules/identity/contract';
import { RouteLoadError } from '../../components/errors/LoadError';
import { ChosenClientPage, loadForChosenClient, type ChosenClientScreen } from '../../features/client-pickers';
import { useChosenClient, type ChosenClientSearch } from '../../lib/chosen-client';

// /notes, /tasks, /files and /messages are one kind of route: the client in `?client=`
// (`chosenClientSearch`), the loads of `loadForChosenClient`, the screen's load error, the page
// shell. Each route file names its screen in an object literal of its own: the router plugin splits
// loader and components off only from a literal (a factory's result kept the features in the main
// chunk: 198 kB -> 621 kB). The leading '-' keeps this file out of the route tree.

interface LoaderArgs {
  context: { queryClient: QueryClient; user: User };
  deps: ChosenClientSearch;
}

export function loadChosenClient<T, K extends QueryKey>(
  { context: { queryClient, user }, deps: { client } }: LoaderArgs,
  screen: ChosenClientScreen<T, K>,
) {
  loadForChosenClient(queryClient, user, client, screen.query);
}

export function ChosenClientLoadError<T, K extends QueryKey>({
  screen,
  ...props
}: ErrorComponentProps & { screen: ChosenClientScreen<T, K> }) {
  return <RouteLoadError {...props} title={screen.title} message={screen.loadFailed} />;
}

export function ChosenClientRoute<T, K extends QueryKey>({ screen }: { screen: ChosenClientScreen<T, K> }) {
  const [client, choose] = useChosenClient();
  return <ChosenClientPage screen={screen} clientId={client} onClientChange={choose} />;
}
