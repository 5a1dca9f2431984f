import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/clients/')({
  component: () => <PlaceholderPage title="Klientenliste" comesLater="Alle Klienten mit ihrem Paketstatus erscheinen hier." />,
});
