import { createFileRoute } from '@tanstack/react-router';
import { QuestionnaireRequestsCard } from '../../../components/onboarding/admin/QuestionnaireRequestsCard';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/')({
  component: () => (
    <>
      <PlaceholderPage title="Willkommen zurück!" comesLater="Kennzahlen zu Paketen, Klienten und Meetings erscheinen hier." />
      <QuestionnaireRequestsCard />
    </>
  ),
});
