import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../../features/dashboards/components/AdminDashboard';
import { QuestionnaireRequestsCard } from '../../../features/onboarding/components/admin/QuestionnaireRequestsCard';

export const Route = createFileRoute('/_app/_admin/admin/')({
  component: () => (
    <AdminDashboard>
      <QuestionnaireRequestsCard />
    </AdminDashboard>
  ),
});
