import { createFileRoute } from '@tanstack/react-router';
import { meetingMessages } from '../../../../modules/meetings/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { myMeetingsQuery, partnerHistoryQuery, PartnerMeetingsView } from '../../../features/meetings';
import { Page } from '../../../components/ui/Page';

const title = 'Meeting-Management';

interface MeetingsSearch {
  tab?: 'completed';
  /** the meeting a mail links to (issue 34); an invalid id is ignored */
  meeting?: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/_app/_partner/partner/meetings')({
  // ?tab=completed shows the history (spec 02 §2); ?meeting=ID the meeting of a mail (issue 34).
  validateSearch: (search: Record<string, unknown>): MeetingsSearch => ({
    ...(search.tab === 'completed' ? { tab: 'completed' } : {}),
    ...(typeof search.meeting === 'string' && uuid.test(search.meeting) ? { meeting: search.meeting } : {}),
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // The 'Verlauf' tab's first page is asked for beside the overview, not after it (issue 36).
  loader: ({ context: { queryClient }, deps: { tab } }) =>
    Promise.all([
      queryClient.ensureQueryData(myMeetingsQuery),
      tab === 'completed' ? queryClient.ensureInfiniteQueryData(partnerHistoryQuery) : null,
    ]),
  errorComponent: (props) => <RouteLoadError {...props} title={title} message={meetingMessages.loadFailed} />,
  component: PartnerMeetings,
});

function PartnerMeetings() {
  const { tab, meeting } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={title} subtitle="Meetings planen, abschließen und absagen.">
      <PartnerMeetingsView
        tab={tab === 'completed' ? 'completed' : 'overview'}
        focus={meeting}
        onTabChange={(next) =>
          void navigate({ search: next === 'completed' ? { tab: 'completed' } : {}, replace: true })
        }
      />
    </Page>
  );
}
