import { createFileRoute } from '@tanstack/react-router';
import { meetingMessages } from '../../../modules/meetings/contract';
import { RouteLoadError } from '../../components/errors/LoadError';
import { Page } from '../../components/ui/Page';
import { myMeetingsQuery } from '../../features/meetings/api/meetings';
import { meetingHoursQuery } from '../../features/meetings/api/meetings-package';
import { ClientMeetingsView } from '../../features/meetings/components/ClientMeetingsView';
import { sectionLoads } from '../../lib/route-data';

const title = 'Meeting-Übersicht';

export const Route = createFileRoute('/_app/meetings')({
  // The hours card says itself when the package does not load.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(myMeetingsQuery),
      sectionLoads(queryClient.ensureQueryData(meetingHoursQuery)),
    ]),
  errorComponent: (props) => <RouteLoadError {...props} title={title} message={meetingMessages.loadFailed} />,
  component: () => (
    <Page title={title} subtitle="Ihre Stunden und Ihre Termine mit Ihren Acceleratoren.">
      <ClientMeetingsView />
    </Page>
  ),
});
