import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

export const Route = createFileRoute('/_app/_admin/admin/partners/')({
  component: () => <PlaceholderPage title="Accelerator & Admin Verwaltung" comesLater="Acceleratoren und Administratoren werden hier angelegt und verwaltet." />,
});
