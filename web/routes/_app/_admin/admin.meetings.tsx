import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/meetings')({
  component: () => <PlaceholderPage title="Meetings" comesLater="Alle Meetings mit Suche, Filter und Export erscheinen hier." />,
});
