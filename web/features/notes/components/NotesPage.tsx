import { ChosenClientPage, chooseAClient } from '../../client-pickers';
import { ClientNotes } from './ClientNotes';

/** /notes (Notizen): a client's own notes; partners and admins pick a client. */
export function NotesPage(props: { clientId: string | undefined; onClientChange: (id: string | undefined) => void }) {
  return (
    <ChosenClientPage
      title="Notizen"
      subtitles={{
        client: 'Was Sie zwischen den Sitzungen festhalten, und was Ihr Team mit Ihnen teilt.',
        staff: 'Notizen zu einem Klienten: privat, für das Team oder mit dem Klienten geteilt.',
      }}
      unchosen={chooseAClient('Notizen')}
      {...props}
    >
      {(clientId, isClient) => <ClientNotes clientId={clientId} isClient={isClient} />}
    </ChosenClientPage>
  );
}
