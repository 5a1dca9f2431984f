import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/clients/$clientId/')({
  component: () => <PlaceholderPage title="Klientendetails" comesLater="Pakete, Meetings und Fragebögen dieses Klienten erscheinen hier." />,
});
