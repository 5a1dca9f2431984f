import { createFileRoute } from '@tanstack/react-router';
import { meetingMessages } from '../../../../modules/meetings/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { myMeetingsQuery, partnerHistoryQuery, PartnerMeetingsView } from '../../../features/meetings';
import { Page } from '../../../components/ui/Page';

const title = 'Meeting-Management';

interface MeetingsSearch {
  tab?: 'completed';
}

export const Route = createFileRoute('/_app/_partner/partner/meetings')({
  // ?tab=completed shows the history (spec 02 §2).
  validateSearch: (search: Record<string, unknown>): MeetingsSearch =>
    search.tab === 'completed' ? { tab: 'completed' } : {},
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
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={title} subtitle="Meetings planen, abschließen und absagen.">
      <PartnerMeetingsView
        tab={tab === 'completed' ? 'completed' : 'overview'}
        onTabChange={(next) =>
          void navigate({ search: next === 'completed' ? { tab: 'completed' } : {}, replace: true })
        }
      />
    </Page>
  );
}
