import { useSessionUser } from '../../../auth/use-session';
import { EmptyState, Page } from '../../../components/ui/Page';
import { ChosenClientPicker } from '../../client-pickers';
import { ClientNotes } from './ClientNotes';

interface NotesPageProps {
  /** Partners and admins: the client whose notes are shown (in the URL). */
  clientId: string | undefined;
  onClientChange: (clientId: string | undefined) => void;
}

/** /notes (Notizen): a client's own notes; partners and admins pick a client. */
export function NotesPage({ clientId, onClientChange }: NotesPageProps) {
  const user = useSessionUser();
  if (!user) return null;
  if (user.role === 'user')
    return (
      <Page title="Notizen" subtitle="Was Sie zwischen den Sitzungen festhalten, und was Ihr Team mit Ihnen teilt.">
        <ClientNotes clientId={user.id} isClient />
      </Page>
    );
  return (
    <Page title="Notizen" subtitle="Notizen zu einem Klienten: privat, für das Team oder mit dem Klienten geteilt.">
      <ChosenClientPicker role={user.role} value={clientId} onChange={onClientChange} />
      {clientId ? (
        <ClientNotes clientId={clientId} isClient={false} />
      ) : (
        <EmptyState title="Kein Klient gewählt">Wählen Sie oben einen Klienten, um seine Notizen zu sehen.</EmptyState>
      )}
    </Page>
  );
}
