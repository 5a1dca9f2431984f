import { createFileRoute } from '@tanstack/react-router';
import { meetingMessages } from '../../../../modules/meetings/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { adminMeetingSearch, adminMeetingsQuery, AdminMeetingsView, listQueryOf } from '../../../features/meetings';

export const Route = createFileRoute('/_app/_admin/admin/meetings')({
  validateSearch: (search) => adminMeetingSearch.parse(search),
  loaderDeps: ({ search }) => search,
  // The first page of the URL's list; later pages and filters load in the view (keeping the last one shown).
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(adminMeetingsQuery(listQueryOf(deps))),
  errorComponent: (props) => <RouteLoadError {...props} title="Meetings" message={meetingMessages.adminLoadFailed} />,
  component: function AdminMeetingsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <Page title="Meetings" subtitle="Alle Meetings aller Klienten und Acceleratoren.">
        <AdminMeetingsView search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
      </Page>
    );
  },
});
