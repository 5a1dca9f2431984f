import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/kundenkartei')({
  component: () => <PlaceholderPage title="KundenKartei" comesLater="Archivierte Klienten mit abgeschlossenen Paketen erscheinen hier." />,
});
