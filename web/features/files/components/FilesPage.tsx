import { ChosenClientPage, chooseAClient } from '../../client-pickers';
import { ClientFiles } from './ClientFiles';

/** /files (Dateien): a client's own documents; partners and admins pick a client. */
export function FilesPage(props: { clientId: string | undefined; onClientChange: (id: string | undefined) => void }) {
  return (
    <ChosenClientPage
      title="Dateien"
      subtitles={{
        client: 'Dokumente aus Ihrem Coaching: von Ihnen und von Ihrem Team.',
        staff: 'Dokumente zu einem Klienten: privat, für das Team oder mit dem Klienten geteilt.',
      }}
      unchosen={chooseAClient('Dateien')}
      {...props}
    >
      {(clientId, isClient) => <ClientFiles clientId={clientId} isClient={isClient} />}
    </ChosenClientPage>
  );
}
