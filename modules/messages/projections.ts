import { sql } from 'kysely';
import { tablesOf, type Tx } from '../../server/db/kysely';
import { projectionByType } from '../../server/eventstore';
import type { MessageEvent } from './events';
import type { MessagesTables } from './tables';

const t = tablesOf<MessagesTables>;

/** A participant's marks only move forward, so an event applied twice changes nothing. */
const marked = (tx: Tx, clientId: string, readerId: string, mark: { read_seq?: number; mailed_at?: Date }) =>
  t(tx)
    .insertInto('conversation_reads')
    .values({
      client_id: clientId,
      reader_id: readerId,
      read_seq: mark.read_seq ?? 0,
      mailed_at: mark.mailed_at ?? null,
    })
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'reader_id'])
        .doUpdateSet(
          mark.read_seq !== undefined
            ? { read_seq: sql`greatest(conversation_reads.read_seq, excluded.read_seq)` }
            : { mailed_at: sql`greatest(conversation_reads.mailed_at, excluded.mailed_at)` },
        ),
    )
    .execute();

/** `client_messages` and `conversation_reads`: the conversations and who read them when. */
export const messagesProjection = projectionByType<MessageEvent>({
  name: 'messages.conversations',
  tables: ['client_messages', 'conversation_reads'],
  on: {
    MessagePosted: (tx, e) =>
      t(tx)
        .insertInto('client_messages')
        .values({
          id: e.data.messageId,
          client_id: e.data.clientId,
          author_id: e.data.authorId,
          author_role: e.data.authorRole,
          text: e.data.text,
          file_ids: e.data.fileIds,
          posted_at: new Date(e.data.at),
          seq: e.version,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
    ConversationRead: (tx, e) => marked(tx, e.data.clientId, e.data.readerId, { read_seq: e.data.upTo }),
    UnreadMailed: (tx, e) => marked(tx, e.data.clientId, e.data.readerId, { mailed_at: new Date(e.data.at) }),
  },
});
