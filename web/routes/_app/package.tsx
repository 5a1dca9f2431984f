import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/package')({
  component: () => <PlaceholderPage title="Mein Paket" comesLater="Sobald Ihnen ein Paket angeboten oder aktiviert wurde, sehen Sie es hier mit Status, Stunden und Ihren Acceleratoren." />,
});
