import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/packages')({
  component: () => <PlaceholderPage title="Pakete" comesLater="Pakete, die auf Aktivierung oder Annahme warten, erscheinen hier." />,
});
