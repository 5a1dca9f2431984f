import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../../components/dashboards/AdminDashboard';
import { QuestionnaireRequestsCard } from '../../../components/onboarding/admin/QuestionnaireRequestsCard';

export const Route = createFileRoute('/_app/_admin/admin/')({
  component: () => (
    <AdminDashboard>
      <QuestionnaireRequestsCard />
    </AdminDashboard>
  ),
});
