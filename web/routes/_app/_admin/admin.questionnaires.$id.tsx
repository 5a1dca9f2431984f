import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/questionnaires/$id')({
  component: () => <PlaceholderPage title="Fragebogen" comesLater="Die Antworten dieses Fragebogens erscheinen hier." />,
});
