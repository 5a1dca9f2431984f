import { createFileRoute } from '@tanstack/react-router';
import {
  adminStatsQuery,
  firstWeekClientsQuery,
  recentActivitiesQuery,
} from '../../../features/dashboards/api/dashboards';
import { AdminDashboard } from '../../../features/dashboards/components/AdminDashboard';
import { questionnaireRequestsQuery } from '../../../features/onboarding/api/onboarding';
import { QuestionnaireRequestsCard } from '../../../features/onboarding/components/admin/QuestionnaireRequestsCard';
import { sectionLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_admin/admin/')({
  // Dashboard data falls back to zero or empty (spec 02 §7); the cards say themselves what failed.
  loader: ({ context: { queryClient } }) =>
    sectionLoads(
      queryClient.ensureQueryData(adminStatsQuery),
      queryClient.ensureQueryData(firstWeekClientsQuery),
      queryClient.ensureQueryData(recentActivitiesQuery),
      queryClient.ensureQueryData(questionnaireRequestsQuery),
    ),
  component: () => (
    <AdminDashboard>
      <QuestionnaireRequestsCard />
    </AdminDashboard>
  ),
});
