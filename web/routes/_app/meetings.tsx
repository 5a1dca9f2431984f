import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { sendToOwnEquivalent } from '../../auth/guards';
import { meetingMessages } from '../../../modules/meetings/contract';
import { RouteLoadError } from '../../components/errors/LoadError';
import { Page } from '../../components/ui/Page';
import { myMeetingsQuery } from '../../features/meetings/api/meetings-history';
import { meetingHoursQuery } from '../../features/meetings/api/meetings-package';
import { ClientMeetingsView } from '../../features/meetings/components/ClientMeetingsView';
import { startLoads } from '../../lib/route-data';

const title = 'Meeting-Übersicht';

/** `?book=<Accelerator id>`: the partner cards on /package open the booking for that Accelerator. */
const searchOf = z.object({ book: z.string().uuid().optional().catch(undefined) });

export const Route = createFileRoute('/_app/meetings')({
  validateSearch: (search) => searchOf.parse(search),
  beforeLoad: ({ context }) => sendToOwnEquivalent(context.queryClient, '/meetings'),
  // The hours card waits and fails on its own.
  loader: ({ context: { queryClient } }) => {
    startLoads(queryClient.ensureQueryData(meetingHoursQuery));
    return queryClient.ensureQueryData(myMeetingsQuery);
  },
  errorComponent: (props) => <RouteLoadError {...props} title={title} message={meetingMessages.loadFailed} />,
  component: () => (
    <Page title={title} subtitle="Ihre Stunden und Ihre Termine mit Ihren Acceleratoren.">
      <ClientMeetingsView book={Route.useSearch().book} />
    </Page>
  ),
});
