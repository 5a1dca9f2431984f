import { useQuery } from '@tanstack/react-query';
import { meetingMessages } from '../../../../modules/meetings/contract';
import { partnerMessages } from '../../../../modules/partners/contract';
import { coordinationQuery } from '../api/meetings';
import { planClientsQuery } from '../api/meetings-plan';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/Page';
import { SelectField } from '../../../components/ui/SelectField';
import { Spinner } from '../../../components/ui/Spinner';
import { coordinationLists } from '../rules/lists';
import { LoadFailed } from './LoadFailed';
import { MeetingItem } from './MeetingItem';
import { MeetingSection } from './MeetingSection';
import { useLoadErrorToast } from './use-load-error-toast';
import { useNow } from './use-now';
import * as styles from './MeetingsPage.css';

/** One client's meetings with every partner. Live: meeting pushes invalidate the coordination key. */
function ClientCoordination({ clientId }: { clientId: string }) {
  const query = useQuery(coordinationQuery(clientId));
  const now = useNow();
  useLoadErrorToast(query.isError, meetingMessages.loadFailed);
  if (query.isPending) return <div className={styles.centered}><Spinner /></div>;
  if (query.isError) return <LoadFailed message={meetingMessages.loadFailed} onRetry={() => void query.refetch()} />;
  const { upcoming, past } = coordinationLists(query.data, now);
  return (
    <>
      <MeetingSection title="Anstehende Meetings" subtitle="Mit allen Acceleratoren dieses Klienten." count={upcoming.length} empty="Keine anstehenden Meetings." testId="coordination-upcoming">
        {upcoming.map((m) => <MeetingItem key={m.id} meeting={m} person="partner" markMine />)}
      </MeetingSection>
      <MeetingSection title="Vergangene Meetings" subtitle="Die letzten 10, neueste zuerst." count={past.length} empty="Noch keine vergangenen Meetings." testId="coordination-past">
        {past.map((m) => <MeetingItem key={m.id} meeting={m} person="partner" markMine />)}
      </MeetingSection>
    </>
  );
}

/** Partner /partner/coordination: pick a client, see their meetings with all partners ('Du' marks own). */
export function CoordinationView({ clientId, onClientChange }: { clientId: string | undefined; onClientChange: (clientId: string | undefined) => void }) {
  const clients = useQuery(planClientsQuery);
  useLoadErrorToast(clients.isError, partnerMessages.clientsLoadFailed);
  // my-clients lists a client once per package; the picker wants each client once.
  const options = [...new Map((clients.data ?? []).map((c) => [c.id, { id: c.id, label: c.company ? `${c.name} (${c.company})` : c.name }])).values()];

  return (
    <div className={styles.sections}>
      <Card>
        {clients.isError ? (
          <LoadFailed message={partnerMessages.clientsLoadFailed} onRetry={() => void clients.refetch()} />
        ) : (
          <SelectField
            label="Klient"
            placeholder={clients.isPending ? 'Wird geladen …' : 'Klient auswählen'}
            options={options}
            value={clientId ?? null}
            onChange={(id) => onClientChange(id ?? undefined)}
            isDisabled={clients.isPending}
            emptyText="Noch keine Klienten"
          />
        )}
      </Card>
      {clientId ? <ClientCoordination clientId={clientId} /> : <EmptyState title="Kein Klient gewählt">Wählen Sie einen Klienten, um seine Meetings mit allen Acceleratoren zu sehen.</EmptyState>}
    </div>
  );
}
