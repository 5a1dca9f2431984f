import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/partners/')({
  component: () => <PlaceholderPage title="Acceleratoren" comesLater="Die Acceleratoren mit ihren Schwerpunkten erscheinen hier." />,
});
