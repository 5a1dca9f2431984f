import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_partner/partner/clients')({
  component: () => <PlaceholderPage title="Meine Kunden" comesLater="Ihre Kunden mit Paket und verbleibenden Stunden erscheinen hier." />,
});
