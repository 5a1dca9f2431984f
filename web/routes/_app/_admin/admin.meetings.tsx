import { createFileRoute } from '@tanstack/react-router';
import { AdminMeetingsView } from '../../../features/meetings/components/AdminMeetingsView';
import { Page } from '../../../components/ui/Page';

export const Route = createFileRoute('/_app/_admin/admin/meetings')({
  component: () => (
    <Page title="Meetings" subtitle="Alle Meetings aller Klienten und Acceleratoren.">
      <AdminMeetingsView />
    </Page>
  ),
});
