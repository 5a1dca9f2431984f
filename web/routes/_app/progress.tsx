import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/progress')({
  component: () => <PlaceholderPage title="Fortschritt" comesLater="Ihre Meilensteine und nächsten Schritte erscheinen hier." />,
});
