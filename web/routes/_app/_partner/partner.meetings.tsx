import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/pages/PlaceholderPage';

interface MeetingsSearch {
  tab?: 'completed';
}

export const Route = createFileRoute('/_app/_partner/partner/meetings')({
  // ?tab=completed shows the history (spec 01 §2).
  validateSearch: (search: Record<string, unknown>): MeetingsSearch => (search.tab === 'completed' ? { tab: 'completed' } : {}),
  component: PartnerMeetings,
});

function PartnerMeetings() {
  const { tab } = Route.useSearch();
  return (
    <PlaceholderPage
      title="Meeting-Management"
      subtitle={tab === 'completed' ? 'Verlauf' : undefined}
      comesLater={tab === 'completed' ? 'Ihre abgeschlossenen Meetings erscheinen hier.' : 'Abzuschließende, anstehende und vergangene Meetings erscheinen hier.'}
    />
  );
}
