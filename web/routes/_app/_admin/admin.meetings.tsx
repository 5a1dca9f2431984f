import { createFileRoute } from '@tanstack/react-router';
import { meetingMessages } from '../../../../modules/meetings/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { adminMeetingsQuery } from '../../../features/meetings/api/meetings';
import { AdminMeetingsView } from '../../../features/meetings/components/AdminMeetingsView';

export const Route = createFileRoute('/_app/_admin/admin/meetings')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(adminMeetingsQuery),
  errorComponent: (props) => <RouteLoadError {...props} title="Meetings" message={meetingMessages.adminLoadFailed} />,
  component: () => (
    <Page title="Meetings" subtitle="Alle Meetings aller Klienten und Acceleratoren.">
      <AdminMeetingsView />
    </Page>
  ),
});
