import { createFileRoute } from '@tanstack/react-router';
import { ClientMeetingsView } from '../../features/meetings/components/ClientMeetingsView';
import { Page } from '../../components/ui/Page';

export const Route = createFileRoute('/_app/meetings')({
  component: () => (
    <Page title="Meeting-Übersicht" subtitle="Ihre Stunden und Ihre Termine mit Ihren Acceleratoren.">
      <ClientMeetingsView />
    </Page>
  ),
});
