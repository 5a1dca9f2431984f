import { createFileRoute } from '@tanstack/react-router';
import { archiveMessages } from '../../../../modules/archive/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { archivePageQuery, archiveQueryOf, archiveUrl, KundenKarteiPage } from '../../../features/archive';

export const Route = createFileRoute('/_app/_admin/admin/kundenkartei')({
  validateSearch: archiveUrl.validate,
  // A search, filter or page waits here for its answer, so the list on screen stays until the new one is there.
  loaderDeps: ({ search }) => archiveQueryOf(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(archivePageQuery(deps)),
  errorComponent: (props) => <RouteLoadError {...props} title="KundenKartei" message={archiveMessages.loadFailed} />,
  component: function KundenKarteiRoute() {
    const search = Route.useSearch();
    const onChange = archiveUrl.useChange(Route.useNavigate());
    return <KundenKarteiPage search={search} onChange={onChange} />;
  },
});
