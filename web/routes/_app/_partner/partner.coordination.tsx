import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_partner/partner/coordination')({
  component: () => <PlaceholderPage title="Acceleratoren-Koordination" comesLater="Hier erscheinen die Termine eines Kunden mit allen Acceleratoren." />,
});
