import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/partners/edit/$partnerId')({
  component: () => <PlaceholderPage title="Accelerator-Profil bearbeiten" comesLater="Das Profil dieses Accelerators wird hier bearbeitet." />,
});
