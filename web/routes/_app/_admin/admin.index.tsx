import { createFileRoute } from '@tanstack/react-router';
import { REQUEST_PAGE_SIZE } from '../../../../modules/onboarding/contract/requests';
import {
  AdminDashboard,
  adminStatsQuery,
  firstWeekClientsQuery,
  recentActivitiesQuery,
} from '../../../features/dashboards';
import {
  QuestionnaireRequestsCard,
  questionnaireRequestsQuery,
  requestQueryOf,
  requestsUrl,
} from '../../../features/onboarding';
import { settledLoads, startLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/')({
  // The requests' search, filter and page (issue 17): 'back' from a questionnaire returns to them.
  validateSearch: requestsUrl.validate,
  loaderDeps: ({ search }) => search,
  // Tiles and new clients fall back to zero or empty (spec 02 §7); the activity feed and the
  // requests wait and fail on their own.
  loader: ({ context: { queryClient }, deps }) => {
    startLoads(
      queryClient.ensureQueryData(recentActivitiesQuery),
      queryClient.ensureQueryData(questionnaireRequestsQuery(requestQueryOf(deps, REQUEST_PAGE_SIZE))),
    );
    return settledLoads(
      queryClient.ensureQueryData(adminStatsQuery),
      queryClient.ensureQueryData(firstWeekClientsQuery),
    );
  },
  component: AdminIndexRoute,
});

function AdminIndexRoute() {
  const search = Route.useSearch();
  const onSearchChange = requestsUrl.useChange(Route.useNavigate());
  return (
    <AdminDashboard>
      <QuestionnaireRequestsCard search={search} onSearchChange={onSearchChange} />
    </AdminDashboard>
  );
}
