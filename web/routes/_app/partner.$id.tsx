import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/partner/$id')({
  component: () => <PlaceholderPage title="Accelerator-Profil" comesLater="Das Profil dieses Accelerators erscheint hier." />,
});
