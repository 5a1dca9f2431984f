import { createFileRoute } from '@tanstack/react-router';
import {
  adminStatsQuery,
  firstWeekClientsQuery,
  recentActivitiesQuery,
} from '../../../features/dashboards/api/dashboards';
import { AdminDashboard } from '../../../features/dashboards/components/AdminDashboard';
import { questionnaireRequestsQuery } from '../../../features/onboarding/api/onboarding';
import { QuestionnaireRequestsCard } from '../../../features/onboarding/components/admin/QuestionnaireRequestsCard';
import { settledLoads, startLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/')({
  // Tiles and new clients fall back to zero or empty (spec 02 §7); the activity feed and the
  // requests wait and fail on their own.
  loader: ({ context: { queryClient } }) => {
    startLoads(
      queryClient.ensureQueryData(recentActivitiesQuery),
      queryClient.ensureQueryData(questionnaireRequestsQuery),
    );
    return settledLoads(
      queryClient.ensureQueryData(adminStatsQuery),
      queryClient.ensureQueryData(firstWeekClientsQuery),
    );
  },
  component: () => (
    <AdminDashboard>
      <QuestionnaireRequestsCard />
    </AdminDashboard>
  ),
});
