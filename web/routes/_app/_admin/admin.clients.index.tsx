import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { clientListErrorText, ClientListPage, clientListUrl, clientPageQuery } from '../../../features/clients';

export const Route = createFileRoute('/_app/_admin/admin/clients/')({
  validateSearch: clientListUrl.validate,
  // A search or page waits here for its answer, so the list on screen stays until the new one is there.
  loaderDeps: ({ search }) => ({ q: search.q ?? '', filter: search.filter ?? 'all', offset: search.offset ?? 0 }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(clientPageQuery(deps)),
  // Spec 02 §8: no toast; the list is gone and the text says why ('Nicht autorisiert, …' on a 401).
  errorComponent: (props) => <RouteLoadError {...props} title="Klientenliste" message={clientListErrorText} />,
  component: ClientListRoute,
});

function ClientListRoute() {
  const search = Route.useSearch();
  const onChange = clientListUrl.useChange(Route.useNavigate());
  return (
    <ClientListPage
      q={search.q ?? ''}
      filter={search.filter ?? 'all'}
      offset={search.offset ?? 0}
      onChange={onChange}
    />
  );
}
