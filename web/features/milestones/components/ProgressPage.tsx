import { useQuery } from '@tanstack/react-query';
import { myMilestonesQuery, userMilestonesQuery } from '../api/milestones';
import { useSessionUser } from '../../../auth/use-session';
import { EmptyState, Page } from '../../../components/ui/Page';
import { ClientPlanPicker } from './ClientPlanPicker';
import { MilestonePlan } from './MilestonePlan';
import { TemplateCard } from './TemplateCard';

export interface ProgressPageProps {
  /** Partners and admins: the client whose plan is shown (in the URL). */
  clientId: string | undefined;
  onClientChange: (clientId: string | undefined) => void;
}

/** /progress (Fortschritt): a client's own milestones; partners and admins pick a client. */
export function ProgressPage({ clientId, onClientChange }: ProgressPageProps) {
  const user = useSessionUser();
  if (!user) return null;
  if (user.role === 'user') return <OwnPlan />;
  return (
    <Page title="Fortschritt" subtitle="Die Meilensteine eines Klienten. Schritte, die Sie gemeinsam erreicht haben, schließen Sie hier ab.">
      <ClientPlanPicker role={user.role} value={clientId} onChange={onClientChange} />
      {clientId ? <ClientPlan clientId={clientId} role={user.role} /> : <EmptyState title="Kein Klient gewählt">Wählen Sie oben einen Klienten, um seine Meilensteine zu sehen.</EmptyState>}
      {user.role === 'admin' && !clientId ? <TemplateCard /> : null}
    </Page>
  );
}

function OwnPlan() {
  const query = useQuery(myMilestonesQuery);
  return (
    <Page title="Fortschritt" subtitle="Ihre Meilensteine auf dem Weg durch das Coaching.">
      <MilestonePlan query={query} role="user" />
    </Page>
  );
}

function ClientPlan({ clientId, role }: { clientId: string; role: 'partner' | 'admin' }) {
  const query = useQuery(userMilestonesQuery(clientId));
  return <MilestonePlan query={query} role={role} clientId={clientId} />;
}
