import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/meetings')({
  component: () => <PlaceholderPage title="Meeting-Übersicht" comesLater="Ihre anstehenden und vergangenen Termine erscheinen hier." />,
});
