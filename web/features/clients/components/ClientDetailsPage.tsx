import { useSuspenseQuery } from '@tanstack/react-query';
import type { ClientDetails } from '../../../../modules/dashboards/contract';
import { clientDetailsQuery } from '../api/clients';
import { Card } from '../../../components/ui/Card';
import { ButtonLink, TextLink } from '../../../components/ui/Link';
import { EmptyState, Page } from '../../../components/ui/Page';
import { SectionTabs } from '../../../components/ui/SectionTabs';
import { clientTabLabels, type ClientTab } from '../rules/client-tabs';
import { HistoryList } from '../../audit';
import { ClientFiles } from '../../files';
import { ClientNotes } from '../../notes';
import { ClientTasks } from '../../tasks';
import { OpenItemsSection } from '../../invoicing-dunning';
import { RefundButton } from '../../invoicing';
import { ClientFacts } from './ClientFacts';
import { ClientMeetingsTab } from './ClientMeetingsTab';
import { ClientOverviewTab } from './ClientOverviewTab';
import { ClientPackageItem } from './ClientPackageItem';
import { ClientQuestionnaireList } from './ClientQuestionnaireList';
import * as styles from './ClientDetails.css';
import { EmailAddress } from '../../../components/ui/EmailAddress';
import { detailPageError } from '../../../components/errors/page-states';

/** A package in one of these is the client's current one: no second offer while it lasts. */
const heldStatuses = ['pending_acceptance', 'pending_activation', 'active'];

interface ClientDetailsPageProps {
  clientId: string;
  tab: ClientTab;
  onTab: (tab: ClientTab) => void;
}

/** Spec 02 §8: what the details say when they do not load. */
const clientDetailsLoadFailed = 'Could not load client details';

/** /admin/clients/$clientId: header, facts, and the tabs Overview, Packages, Meetings, Questionnaires, Notes, Tasks, Files, History. */
export function ClientDetailsPage({ clientId, tab, onTab }: ClientDetailsPageProps) {
  const { data } = useSuspenseQuery(clientDetailsQuery(clientId));
  return <Details client={data} tab={tab} onTab={onTab} />;
}

/** The way back below a failed or missing client. */
function BackToClientList() {
  return (
    <div>
      <ButtonLink to="/admin/clients" variant="secondary">
        Zurück zur Klientenliste
      </ButtonLink>
    </div>
  );
}

/** No such client (a 404): the route's not-found state. */
export function ClientNotFound() {
  return (
    <Page title="Klientendetails">
      <EmptyState title="Klient nicht gefunden">Diesen Klienten gibt es nicht (mehr).</EmptyState>
      <BackToClientList />
    </Page>
  );
}

function Details({ client, tab, onTab }: { client: ClientDetails; tab: ClientTab; onTab: (tab: ClientTab) => void }) {
  const tabs = [
    { id: 'overview', label: clientTabLabels.overview, content: <ClientOverviewTab client={client} onShow={onTab} /> },
    {
      id: 'packages',
      label: clientTabLabels.packages,
      content: (
        <>
          {client.packages.length === 0 ? (
            <EmptyState title="Noch kein Paket" />
          ) : (
            client.packages.map((p) => (
              <Card key={p.userPackage.id}>
                <ClientPackageItem pkg={p} withChart />
              </Card>
            ))
          )}
          {/* The client's open invoices: payments by hand, their undo, the dunning levels (issue 31). */}
          <OpenItemsSection clientId={client.id} refund={(invoice) => <RefundButton invoice={invoice} />} />
        </>
      ),
    },
    {
      id: 'meetings',
      label: clientTabLabels.meetings,
      content: <ClientMeetingsTab client={client} />,
    },
    {
      id: 'questionnaires',
      label: clientTabLabels.questionnaires,
      content: (
        <Card>
          <ClientQuestionnaireList clientId={client.id} questionnaires={client.questionnaires} />
        </Card>
      ),
    },
    // Issue 33: the office reads the team's and the shared layer (never a coach's private notes).
    { id: 'notes', label: clientTabLabels.notes, content: <ClientNotes clientId={client.id} isClient={false} /> },
    { id: 'tasks', label: clientTabLabels.tasks, content: <ClientTasks clientId={client.id} isClient={false} /> },
    { id: 'files', label: clientTabLabels.files, content: <ClientFiles clientId={client.id} isClient={false} /> },
    {
      id: 'history',
      label: clientTabLabels.history,
      content: (
        <Card>
          <HistoryList entity="client" entityId={client.id} />
        </Card>
      ),
    },
  ];
  const statuses: string[] = client.packages.map((p) => p.userPackage.status);
  return (
    <Page title={client.name} subtitle={<EmailAddress email={client.email} />}>
      <div className={styles.actions}>
        {/* Only what can be done now: activate an accepted offer, or offer a package to a client without one. */}
        {statuses.includes('pending_activation') ? (
          <ButtonLink to="/admin/clients/$clientId/activate-package" params={{ clientId: client.id }}>
            Activate Package
          </ButtonLink>
        ) : null}
        {!statuses.some((s) => heldStatuses.includes(s)) ? (
          <ButtonLink to="/admin/packages" search={{ create: true, clientId: client.id }}>
            Paket anbieten
          </ButtonLink>
        ) : null}
        <ButtonLink to="/progress" search={{ client: client.id }} variant="secondary">
          Fortschritt
        </ButtonLink>
        {/* The conversation has its own page (issue 33); notes, tasks and files are tabs below. */}
        <ButtonLink to="/messages" search={{ client: client.id }} variant="secondary">
          Nachrichten
        </ButtonLink>
        <span className={styles.back}>
          <TextLink to="/admin/clients">Zurück zur Klientenliste</TextLink>
        </span>
      </div>
      <ClientFacts client={client} />
      <SectionTabs label="Bereiche des Klienten" tabs={tabs} selected={tab} onSelect={(id) => onTab(id as ClientTab)} />
    </Page>
  );
}

export const ClientDetailsLoadError = detailPageError({
  title: 'Klientendetails',
  message: clientDetailsLoadFailed,
  back: <BackToClientList />,
});
