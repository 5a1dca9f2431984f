import { createFileRoute } from '@tanstack/react-router';
import {
  ClientDetailsLoadError,
  ClientDetailsPage,
  clientDetailsQuery,
  ClientNotFound,
  type ClientTab,
  isClientTab,
} from '../../../features/clients';
import { orNotFound } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/clients/$clientId/')({
  validateSearch: (search: Record<string, unknown>): { tab?: ClientTab } =>
    isClientTab(search.tab) && search.tab !== 'overview' ? { tab: search.tab } : {},
  loader: ({ context: { queryClient }, params: { clientId } }) =>
    orNotFound(queryClient.ensureQueryData(clientDetailsQuery(clientId))),
  notFoundComponent: ClientNotFound,
  errorComponent: ClientDetailsLoadError,
  component: ClientDetailsRoute,
});

function ClientDetailsRoute() {
  const { clientId } = Route.useParams();
  const { tab = 'overview' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClientDetailsPage
      clientId={clientId}
      tab={tab}
      onTab={(next) => void navigate({ search: next === 'overview' ? {} : { tab: next }, replace: true })}
    />
  );
}
