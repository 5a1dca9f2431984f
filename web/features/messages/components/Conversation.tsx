import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  messageMessages,
  messagesKeys,
  postMessageRequest,
  MESSAGE_MAX_LENGTH,
} from '../../../../modules/messages/contract';
import { writeMeta } from '../../../api/query-meta';
import { QueryBoundary } from '../../../components/errors/LoadError';
import { submitForm, useAppForm } from '../../../components/form/use-app-form';
import { SubmitRow } from '../../../components/form/SubmitRow';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/Page';
import { formSchema } from '../../../lib/validation';
import { conversationQuery, markRead, postMessage } from '../api/messages';
import { AttachFiles, type Attachment } from './AttachFiles';
import { MessageItem } from './MessageItem';
import * as styles from './Messages.css';

/** A client's conversation: the messages, oldest first, and a box to write. */
export function Conversation({ clientId, isClient }: { clientId: string; isClient: boolean }) {
  return (
    <QueryBoundary key={clientId} message={messageMessages.loadFailed}>
      <MessageList clientId={clientId} isClient={isClient} />
      <WriteMessage clientId={clientId} />
    </QueryBoundary>
  );
}

function MessageList({ clientId, isClient }: { clientId: string; isClient: boolean }) {
  const { data } = useSuspenseQuery(conversationQuery(clientId));
  const newest = data.messages.at(-1);
  const unseen = data.messages.some((m) => !m.mine && m.seq > data.readUpTo);
  const read = useMutation({ mutationFn: () => markRead(clientId), meta: { invalidates: [messagesKeys.unread] } });
  const end = useRef<HTMLDivElement>(null);
  // What is on screen is read: once when the page opens, again for each message that arrives.
  const { mutate } = read;
  useEffect(() => {
    if (unseen) mutate();
  }, [unseen, newest?.id, mutate]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [newest?.id]);
  return (
    <Card title="Unterhaltung" testId="conversation">
      {data.messages.length === 0 ? (
        <EmptyState title="Noch keine Nachrichten">
          {isClient
            ? 'Schreiben Sie Ihrem Team: Ihre Acceleratoren und das Büro lesen mit.'
            : 'Schreiben Sie dem Klienten: seine Acceleratoren und das Büro lesen mit.'}
        </EmptyState>
      ) : (
        <ol className={styles.list} aria-label="Nachrichten">
          {data.messages.map((m) => (
            <MessageItem key={m.id} message={m} isNew={!m.mine && m.seq > data.readUpTo} />
          ))}
        </ol>
      )}
      <div ref={end} />
    </Card>
  );
}

const empty = { text: '' };

function WriteMessage({ clientId }: { clientId: string }) {
  const [attached, setAttached] = useState<Attachment[]>([]);
  const send = useMutation({
    mutationFn: (text: string) =>
      postMessage(clientId, attached.length ? { text, fileIds: attached.map((f) => f.id) } : { text }),
    meta: {
      ...writeMeta(messageMessages.sent, messageMessages.sendFailed, [messagesKeys.ofClient(clientId)]),
      successToast: undefined,
    },
    onSuccess: () => {
      form.reset();
      setAttached([]);
    },
  });
  const form = useAppForm({
    defaultValues: empty,
    validators: { onSubmit: formSchema(postMessageRequest, empty) },
    onSubmit: ({ value }) => send.mutate(value.text),
  });
  return (
    <Card testId="write-message">
      <form className={styles.form} onSubmit={submitForm(form)} noValidate aria-label="Nachricht schreiben">
        <form.AppField name="text">
          {(field) => <field.TextAreaField label="Nachricht" maxLength={MESSAGE_MAX_LENGTH} rows={3} />}
        </form.AppField>
        <AttachFiles clientId={clientId} attached={attached} onChange={setAttached} />
        <SubmitRow isPending={send.isPending}>Senden</SubmitRow>
      </form>
    </Card>
  );
}
