import { ChosenClientPage, chooseAClient } from '../../client-pickers';
import { ClientTasks } from './ClientTasks';

/** /tasks (Aufgaben): a client's own tasks to tick off; partners and admins pick a client and give tasks. */
export function TasksPage(props: { clientId: string | undefined; onClientChange: (id: string | undefined) => void }) {
  return (
    <ChosenClientPage
      title="Aufgaben"
      subtitles={{
        client: 'Was Sie sich mit Ihrem Team bis zur nächsten Sitzung vorgenommen haben.',
        staff: 'Aufgaben eines Klienten zwischen den Sitzungen: stellen und verfolgen.',
      }}
      unchosen={chooseAClient('Aufgaben')}
      {...props}
    >
      {(clientId, isClient) => <ClientTasks clientId={clientId} isClient={isClient} />}
    </ChosenClientPage>
  );
}
