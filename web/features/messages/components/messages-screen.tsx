import { useQuery } from '@tanstack/react-query';
import { messageMessages } from '../../../../modules/messages/contract';
import { Card } from '../../../components/ui/Card';
import { DividedList } from '../../../components/ui/DividedList';
import { TextLink } from '../../../components/ui/Link';
import { EmptyState } from '../../../components/ui/Page';
import { chosenClientScreen } from '../../client-pickers';
import { conversationQuery } from '../api/messages';
import { unreadQuery } from '../api/unread';
import { Conversation } from './Conversation';
import * as styles from './Messages.css';

/** /messages (Nachrichten): a client's conversation with their team; partners and admins pick one. */
export const messagesScreen = chosenClientScreen({
  title: 'Nachrichten',
  subtitles: {
    client: 'Ihre Unterhaltung mit Ihren Acceleratoren und dem Büro.',
    staff: 'Die Unterhaltung mit einem Klienten; seine Acceleratoren und das Büro lesen mit.',
  },
  unchosen: <UnreadConversations />,
  Body: Conversation,
  query: conversationQuery,
  loadFailed: messageMessages.loadFailed,
});

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
