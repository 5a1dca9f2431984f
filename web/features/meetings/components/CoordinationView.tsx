import { useSuspenseQuery } from '@tanstack/react-query';
import { meetingMessages } from '../../../../modules/meetings/contract';
import { coordinationQuery } from '../api/meetings-history';
import { planClientsQuery } from '../api/meetings-plan';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/Page';
import { ClientPicker } from '../../client-pickers';
import { coordinationLists } from '../rules/lists';
import { MeetingList } from './MeetingSection';
import { useNow } from './use-now';
import * as styles from './MeetingsPage.css';

const subtitles = { upcoming: 'Mit allen Acceleratoren dieses Klienten.', past: 'Die letzten 10, neueste zuerst.' };
// Every partner's meetings, the viewer's own marked 'Du'.
const mine = () => ({ person: 'partner' as const, markMine: true });

/** One client's meetings with every partner. Live: meeting pushes invalidate the coordination key. */
function ClientCoordination({ clientId }: { clientId: string }) {
  const { data: history } = useSuspenseQuery(coordinationQuery(clientId));
  const now = useNow();
  const lists = coordinationLists(history, now);
  return (
    <>
      {(['upcoming', 'past'] as const).map((list) => (
        <MeetingList
          key={list}
          list={list}
          subtitle={subtitles[list]}
          meetings={lists[list]}
          item={mine}
          testId={`coordination-${list}`}
        />
      ))}
    </>
  );
}

/** Partner /partner/coordination: pick a client, see their meetings with all partners ('Du' marks own). */
export function CoordinationView({
  clientId,
  onClientChange,
}: {
  clientId: string | undefined;
  onClientChange: (clientId: string | undefined) => void;
}) {
  const clients = useSuspenseQuery(planClientsQuery);
  return (
    <div className={styles.sections}>
      <Card>
        <ClientPicker
          clients={clients.data}
          value={clientId}
          onChange={onClientChange}
          emptyText="Noch keine Klienten"
        />
      </Card>
      {clientId ? (
        <QueryBoundary key={clientId} message={meetingMessages.loadFailed}>
          <ClientCoordination clientId={clientId} />
        </QueryBoundary>
      ) : (
        <EmptyState title="Kein Klient gewählt">
          Wählen Sie einen Klienten, um seine Meetings mit allen Acceleratoren zu sehen.
        </EmptyState>
      )}
    </div>
  );
}
