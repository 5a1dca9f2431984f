import { useQuery } from '@tanstack/react-query';
import { partnerMessages } from '../../../../../modules/partners/contract';
import { myClientsQuery } from '../../api/partners';
import { EmptyState, Page } from '../../../../components/ui/Page';
import { Spinner } from '../../../../components/ui/Spinner';
import { summariseClients } from '../../rules/clients-summary';
import { LoadProblem } from '../LoadProblem';
import { ClientCard } from './ClientCard';
import { ClientsSummaryTiles } from './ClientsSummaryTiles';
import * as styles from './PartnerClients.css';

/** /partner/clients ('Meine Kunden'): clients whose package gives this partner hours. */
export function PartnerClientsPage() {
  const clients = useQuery(myClientsQuery);

  let body;
  if (clients.isPending) body = <div className={styles.centered}><Spinner /></div>;
  else if (clients.isError) body = <LoadProblem message={partnerMessages.clientsLoadFailed} onRetry={() => void clients.refetch()} />;
  else
    body = (
      <>
        <ClientsSummaryTiles summary={summariseClients(clients.data)} />
        {clients.data.length === 0 ? (
          <EmptyState title="Noch keine Kunden">Sobald ein Paket Ihnen Stunden zuteilt, erscheint der Kunde hier.</EmptyState>
        ) : (
          <ul className={styles.list} aria-label="Kunden">
            {clients.data.map((c) => (
              <ClientCard key={c.userPackageId} client={c} />
            ))}
          </ul>
        )}
      </>
    );

  return (
    <Page title="Meine Kunden" subtitle="Ihre Klienten mit Paket und Stunden. Von hier planen Sie das nächste Meeting.">
      {body}
    </Page>
  );
}
