import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clientFilters, type ClientFilter } from '../../../../modules/dashboards/contract';
import { ClientListPage } from '../../../features/clients/components/ClientListPage';

interface ClientListSearch {
  q?: string;
  filter?: ClientFilter;
}

const isFilter = (v: unknown): v is ClientFilter => typeof v === 'string' && (clientFilters as readonly string[]).includes(v);

export const Route = createFileRoute('/_app/_admin/admin/clients/')({
  validateSearch: (search: Record<string, unknown>): ClientListSearch => ({
    ...(typeof search.q === 'string' && search.q ? { q: search.q } : {}),
    ...(isFilter(search.filter) && search.filter !== 'all' ? { filter: search.filter } : {}),
  }),
  component: ClientListRoute,
});

function ClientListRoute() {
  const { q = '', filter = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: { q: string; filter: ClientFilter }) =>
      void navigate({ search: { ...(next.q ? { q: next.q } : {}), ...(next.filter !== 'all' ? { filter: next.filter } : {}) }, replace: true }),
    [navigate],
  );
  return <ClientListPage q={q} filter={filter} onChange={onChange} />;
}
