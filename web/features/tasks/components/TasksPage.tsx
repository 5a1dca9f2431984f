import { useSessionUser } from '../../../auth/use-session';
import { EmptyState, Page } from '../../../components/ui/Page';
import { ChosenClientPicker } from '../../client-pickers';
import { ClientTasks } from './ClientTasks';

interface TasksPageProps {
  /** Partners and admins: the client whose tasks are shown (in the URL). */
  clientId: string | undefined;
  onClientChange: (clientId: string | undefined) => void;
}

/** /tasks (Aufgaben): a client's own tasks to tick off; partners and admins pick a client and give tasks. */
export function TasksPage({ clientId, onClientChange }: TasksPageProps) {
  const user = useSessionUser();
  if (!user) return null;
  if (user.role === 'user')
    return (
      <Page title="Aufgaben" subtitle="Was Sie sich mit Ihrem Team bis zur nächsten Sitzung vorgenommen haben.">
        <ClientTasks clientId={user.id} isClient />
      </Page>
    );
  return (
    <Page title="Aufgaben" subtitle="Aufgaben eines Klienten zwischen den Sitzungen: stellen und verfolgen.">
      <ChosenClientPicker role={user.role} value={clientId} onChange={onClientChange} />
      {clientId ? (
        <ClientTasks clientId={clientId} isClient={false} />
      ) : (
        <EmptyState title="Kein Klient gewählt">Wählen Sie oben einen Klienten, um seine Aufgaben zu sehen.</EmptyState>
      )}
    </Page>
  );
}
