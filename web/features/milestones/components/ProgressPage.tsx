import { useSuspenseQuery } from '@tanstack/react-query';
import { myMilestonesQuery, userMilestonesQuery } from '../api/milestones';
import { useSessionUser } from '../../../auth/use-session';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { EmptyState, Page } from '../../../components/ui/Page';
import { planLoadError } from '../rules/milestone-rules';
import { ChosenClientPicker } from '../../client-pickers';
import { MilestonePlan } from './MilestonePlan';
import { TemplateCard } from './TemplateCard';

interface ProgressPageProps {
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
    <Page
      title="Fortschritt"
      subtitle="Die Meilensteine eines Klienten. Schritte, die Sie gemeinsam erreicht haben, schließen Sie hier ab."
    >
      <ChosenClientPicker role={user.role} value={clientId} onChange={onClientChange} />
      {clientId ? (
        <QueryBoundary key={clientId} message={planLoadError}>
          <ClientPlan clientId={clientId} role={user.role} />
        </QueryBoundary>
      ) : (
        <EmptyState title="Kein Klient gewählt">
          Wählen Sie oben einen Klienten, um seine Meilensteine zu sehen.
        </EmptyState>
      )}
      {user.role === 'admin' && !clientId ? <TemplateCard /> : null}
    </Page>
  );
}

/** The client's own plan: the route's data (its failure is the route's). */
function OwnPlan() {
  const { data } = useSuspenseQuery(myMilestonesQuery);
  return (
    <Page title="Fortschritt" subtitle="Ihre Meilensteine auf dem Weg durch das Coaching.">
      <MilestonePlan milestones={data} role="user" />
    </Page>
  );
}

function ClientPlan({ clientId, role }: { clientId: string; role: 'partner' | 'admin' }) {
  const { data } = useSuspenseQuery(userMilestonesQuery(clientId));
  return <MilestonePlan milestones={data} role={role} clientId={clientId} />;
}
