import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../../auth/use-session';
import { Card } from '../../../components/ui/Card';
import { DividedList } from '../../../components/ui/DividedList';
import { TextLink } from '../../../components/ui/Link';
import { EmptyState, Page } from '../../../components/ui/Page';
import { ChosenClientPicker } from '../../client-pickers';
import { unreadQuery } from '../api/messages';
import { Conversation } from './Conversation';
import * as styles from './Messages.css';

interface MessagesPageProps {
  /** Partners and admins: the client whose conversation is shown (in the URL). */
  clientId: string | undefined;
  onClientChange: (clientId: string | undefined) => void;
}

/** /messages (Nachrichten): a client's conversation with their team; partners and admins pick one. */
export function MessagesPage({ clientId, onClientChange }: MessagesPageProps) {
  const user = useSessionUser();
  if (!user) return null;
  if (user.role === 'user')
    return (
      <Page title="Nachrichten" subtitle="Ihre Unterhaltung mit Ihren Acceleratoren und dem Büro.">
        <Conversation clientId={user.id} isClient />
      </Page>
    );
  return (
    <Page
      title="Nachrichten"
      subtitle="Die Unterhaltung mit einem Klienten; seine Acceleratoren und das Büro lesen mit."
    >
      <ChosenClientPicker role={user.role} value={clientId} onChange={onClientChange} />
      {clientId ? <Conversation clientId={clientId} isClient={false} /> : <UnreadConversations />}
    </Page>
  );
}

/** Before a client is chosen: the conversations with unread messages. */
function UnreadConversations() {
  const { data } = useQuery(unreadQuery);
  if (!data || data.conversations.length === 0)
    return (
      <EmptyState title="Keine ungelesenen Nachrichten">
        Wählen Sie oben einen Klienten, um ihm zu schreiben.
      </EmptyState>
    );
  return (
    <Card title="Ungelesen" testId="unread-conversations">
      <DividedList aria-label="Unterhaltungen mit ungelesenen Nachrichten">
        {data.conversations.map((c) => (
          <li key={c.clientId}>
            <TextLink to="/messages" search={{ client: c.clientId }}>
              {c.clientName}
            </TextLink>{' '}
            <span className={styles.meta}>{c.unread === 1 ? '1 neue Nachricht' : `${c.unread} neue Nachrichten`}</span>
          </li>
        ))}
      </DividedList>
    </Card>
  );
}
