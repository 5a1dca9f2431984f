import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clientFilters, type ClientFilter } from '../../../../modules/dashboards/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { clientsQuery } from '../../../features/clients/api/clients';
import { ClientListPage } from '../../../features/clients/components/ClientListPage';
import { clientListErrorText } from '../../../features/clients/rules/client-list-error';

interface ClientListSearch {
  q?: string;
  filter?: ClientFilter;
}

const isFilter = (v: unknown): v is ClientFilter =>
  typeof v === 'string' && (clientFilters as readonly string[]).includes(v);

export const Route = createFileRoute('/_app/_admin/admin/clients/')({
  validateSearch: (search: Record<string, unknown>): ClientListSearch => ({
    ...(typeof search.q === 'string' && search.q ? { q: search.q } : {}),
    ...(isFilter(search.filter) && search.filter !== 'all' ? { filter: search.filter } : {}),
  }),
  // A search waits here for its answer, so the list on screen stays until the new one is there.
  loaderDeps: ({ search }) => ({ q: search.q ?? '', filter: search.filter ?? 'all' }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(clientsQuery(deps)),
  // Spec 02 §8: no toast; the list is gone and the text says why ('Nicht autorisiert, …' on a 401).
  errorComponent: (props) => <RouteLoadError {...props} title="Klientenliste" message={clientListErrorText} />,
  component: ClientListRoute,
});

function ClientListRoute() {
  const { q = '', filter = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: { q: string; filter: ClientFilter }) =>
      void navigate({
        search: { ...(next.q ? { q: next.q } : {}), ...(next.filter !== 'all' ? { filter: next.filter } : {}) },
        replace: true,
      }),
    [navigate],
  );
  return <ClientListPage q={q} filter={filter} onChange={onChange} />;
}
