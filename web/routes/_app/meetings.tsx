import { createFileRoute } from '@tanstack/react-router';
import { sendToOwnEquivalent } from '../../auth/guards';
import { meetingMessages } from '../../../modules/meetings/contract';
import { RouteLoadError } from '../../components/errors/LoadError';
import { Page } from '../../components/ui/Page';
import { ClientMeetingsView, meetingHoursQuery, myMeetingsQuery } from '../../features/meetings';
import { settledLoads } from '../../lib/route-data';
import { urlFields, uuid } from '../../lib/url-fields';

const title = 'Meeting-Übersicht';

/**
 * `?book=<Accelerator id>`: the partner cards on /package open the booking for that Accelerator.
 * `?meeting=<id>`: the link in a meeting's mails (issue 34) shows that meeting with move and cancel.
 */
const searchOf = urlFields({ book: uuid, meeting: uuid });

export const Route = createFileRoute('/_app/meetings')({
  validateSearch: (search) => searchOf.parse(search),
  beforeLoad: ({ context }) => sendToOwnEquivalent(context.queryClient, '/meetings'),
  // The hours card fails on its own, but is waited for: filling in later it pushed 'Termin buchen'
  // (shown from the same data) down under the pointer.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(myMeetingsQuery),
      settledLoads(queryClient.ensureQueryData(meetingHoursQuery)),
    ]),
  errorComponent: (props) => <RouteLoadError {...props} title={title} message={meetingMessages.loadFailed} />,
  component: MeetingsPage,
});

function MeetingsPage() {
  const { book, meeting } = Route.useSearch();
  return (
    <Page title={title} subtitle="Ihre Stunden und Ihre Termine mit Ihren Acceleratoren.">
      <ClientMeetingsView book={book} focus={meeting} />
    </Page>
  );
}
