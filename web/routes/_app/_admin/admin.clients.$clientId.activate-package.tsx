import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/clients/$clientId/activate-package')({
  component: () => <PlaceholderPage title="Paket aktivieren" comesLater="Die Aktivierung des Pakets dieses Klienten erfolgt hier." />,
});
