import { useSuspenseQuery } from '@tanstack/react-query';
import { myClientsQuery } from '../../api/partners';
import { EmptyState, Page } from '../../../../components/ui/Page';
import { summariseClients } from '../../rules/clients-summary';
import { ClientCard } from './ClientCard';
import { ClientsSummaryTiles } from './ClientsSummaryTiles';
import * as styles from './PartnerClients.css';

/** /partner/clients ('Meine Kunden'): clients whose package gives this partner hours. */
export function PartnerClientsPage() {
  const { data: clients } = useSuspenseQuery(myClientsQuery);
  return (
    <Page title="Meine Kunden" subtitle="Ihre Klienten mit Paket und Stunden. Von hier planen Sie das nächste Meeting.">
      <ClientsSummaryTiles summary={summariseClients(clients)} />
      {clients.length === 0 ? (
        <EmptyState title="Noch keine Kunden">
          Sobald ein Paket Ihnen Stunden zuteilt, erscheint der Kunde hier.
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Kunden">
          {clients.map((c) => (
            <ClientCard key={c.userPackageId} client={c} />
          ))}
        </ul>
      )}
    </Page>
  );
}
