import { useSuspenseQuery } from '@tanstack/react-query';
import { meetingMessages } from '../../../../modules/meetings/contract';
import { coordinationQuery } from '../api/meetings';
import { planClientsQuery } from '../api/meetings-plan';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/Page';
import { SelectField } from '../../../components/ui/SelectField';
import { coordinationLists } from '../rules/lists';
import { MeetingItem } from './MeetingItem';
import { MeetingSection } from './MeetingSection';
import { useNow } from './use-now';
import * as styles from './MeetingsPage.css';

/** One client's meetings with every partner. Live: meeting pushes invalidate the coordination key. */
function ClientCoordination({ clientId }: { clientId: string }) {
  const { data: meetings } = useSuspenseQuery(coordinationQuery(clientId));
  const now = useNow();
  const { upcoming, past } = coordinationLists(meetings, now);
  return (
    <>
      <MeetingSection
        title="Anstehende Meetings"
        subtitle="Mit allen Acceleratoren dieses Klienten."
        count={upcoming.length}
        empty="Keine anstehenden Meetings."
        testId="coordination-upcoming"
      >
        {upcoming.map((m) => (
          <MeetingItem key={m.id} meeting={m} person="partner" markMine />
        ))}
      </MeetingSection>
      <MeetingSection
        title="Vergangene Meetings"
        subtitle="Die letzten 10, neueste zuerst."
        count={past.length}
        empty="Noch keine vergangenen Meetings."
        testId="coordination-past"
      >
        {past.map((m) => (
          <MeetingItem key={m.id} meeting={m} person="partner" markMine />
        ))}
      </MeetingSection>
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
  // my-clients lists a client once per package; the picker wants each client once.
  const options = [
    ...new Map(
      clients.data.map((c) => [c.id, { id: c.id, label: c.company ? `${c.name} (${c.company})` : c.name }]),
    ).values(),
  ];

  return (
    <div className={styles.sections}>
      <Card>
        <SelectField
          label="Klient"
          placeholder="Klient auswählen"
          options={options}
          value={clientId ?? null}
          onChange={(id) => onClientChange(id ?? undefined)}
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
