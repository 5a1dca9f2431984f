import { createFileRoute } from '@tanstack/react-router';
import { meetingMessages } from '../../../../modules/meetings/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { myMeetingsQuery, PartnerMeetingsView } from '../../../features/meetings';
import { Page } from '../../../components/ui/Page';

const title = 'Meeting-Management';

interface MeetingsSearch {
  tab?: 'completed';
}

export const Route = createFileRoute('/_app/_partner/partner/meetings')({
  // ?tab=completed shows the history (spec 02 §2).
  validateSearch: (search: Record<string, unknown>): MeetingsSearch =>
    search.tab === 'completed' ? { tab: 'completed' } : {},
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(myMeetingsQuery),
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
