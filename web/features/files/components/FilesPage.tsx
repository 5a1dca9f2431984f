import { useSessionUser } from '../../../auth/use-session';
import { EmptyState, Page } from '../../../components/ui/Page';
import { ChosenClientPicker } from '../../client-pickers';
import { ClientFiles } from './ClientFiles';

interface FilesPageProps {
  /** Partners and admins: the client whose files are shown (in the URL). */
  clientId: string | undefined;
  onClientChange: (clientId: string | undefined) => void;
}

/** /files (Dateien): a client's own documents; partners and admins pick a client. */
export function FilesPage({ clientId, onClientChange }: FilesPageProps) {
  const user = useSessionUser();
  if (!user) return null;
  if (user.role === 'user')
    return (
      <Page title="Dateien" subtitle="Dokumente aus Ihrem Coaching: von Ihnen und von Ihrem Team.">
        <ClientFiles clientId={user.id} isClient />
      </Page>
    );
  return (
    <Page title="Dateien" subtitle="Dokumente zu einem Klienten: privat, für das Team oder mit dem Klienten geteilt.">
      <ChosenClientPicker role={user.role} value={clientId} onChange={onClientChange} />
      {clientId ? (
        <ClientFiles clientId={clientId} isClient={false} />
      ) : (
        <EmptyState title="Kein Klient gewählt">Wählen Sie oben einen Klienten, um seine Dateien zu sehen.</EmptyState>
      )}
    </Page>
  );
}
