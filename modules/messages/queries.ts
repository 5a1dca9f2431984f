import { distinctOf } from '../../server/db/reads';
import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { sharedFilesOf } from '../files';
import { namesOf, namesOrGoneOf } from '../identity';
import { goneAuthor } from '../notes';
import type { Message, Unread } from './contract';
import type { MessagesTables } from './tables';

const t = (db: Db | Tx) => tablesOf<MessagesTables>(db);

/** A conversation as `readerId` reads it: the newest `limit` messages, oldest first; where they read up to. */
export async function conversationOf(
  db: Db | Tx,
  clientId: string,
  readerId: string,
  limit = 200,
): Promise<{ messages: Message[]; readUpTo: number }> {
  const rows = (
    await t(db)
      .selectFrom('client_messages')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute()
  ).reverse();
  const files = await sharedFilesOf(db, clientId, [...new Set(rows.flatMap((r) => r.file_ids))]);
  const fileName = new Map(files.map((f) => [f.id, f.name]));
  const nameOf = await namesOrGoneOf(
    db,
    rows.map((r) => r.author_id),
  );
  const read = await t(db)
    .selectFrom('conversation_reads')
    .select('read_seq')
    .where('client_id', '=', clientId)
    .where('reader_id', '=', readerId)
    .executeTakeFirst();
  return {
    readUpTo: read?.read_seq ?? 0,
    messages: rows.map((r) => ({
      id: r.id,
      clientId: r.client_id,
      authorId: r.author_id,
      authorName: nameOf(r.author_id, goneAuthor(r.author_role)),
      authorRole: r.author_role,
      text: r.text,
      // A file deleted since shows no more.
      files: r.file_ids.flatMap((id) => (fileName.has(id) ? [{ id, name: fileName.get(id)! }] : [])),
      postedAt: r.posted_at.toISOString(),
      seq: r.seq,
      mine: r.author_id === readerId,
    })),
  };
}

/** Whether every id is a file of this client that is shared with them (and so with the conversation). */
export async function filesSharedWith(db: Db | Tx, clientId: string, fileIds: readonly string[]): Promise<boolean> {
  return (await sharedFilesOf(db, clientId, fileIds)).length === new Set(fileIds).size;
}

/**
 * Unread messages per conversation of `readerId`: in `clientIds` (their own, or their clients'),
 * or in every conversation (the office). Messages by the reader never count.
 */
export async function unreadFor(db: Db | Tx, readerId: string, clientIds?: readonly string[]): Promise<Unread> {
  if (clientIds?.length === 0) return { total: 0, conversations: [] };
  const only = clientIds ? sql`AND m.client_id = ANY(${[...clientIds]}::uuid[])` : sql``;
  const r = await sql<{ client_id: string; unread: number }>`
    SELECT m.client_id, count(*)::int AS unread
    FROM client_messages m
    LEFT JOIN conversation_reads r ON r.client_id = m.client_id AND r.reader_id = ${readerId}
    WHERE m.author_id <> ${readerId} AND m.seq > coalesce(r.read_seq, 0) ${only}
    GROUP BY m.client_id
    ORDER BY max(m.posted_at) DESC`.execute(db);
  const nameOf = await namesOf(
    db,
    r.rows.map((x) => x.client_id),
    'Unbekannt',
  );
  const conversations = r.rows.map((x) => ({
    clientId: x.client_id,
    clientName: nameOf(x.client_id),
    unread: x.unread,
  }));
  return { total: conversations.reduce((s, c) => s + c.unread, 0), conversations };
}

/** The conversations with a message in the last day that has waited `minutes` at least: where mails may be due. */
export async function conversationsWaiting(db: Db | Tx, now: Date, minutes: number): Promise<string[]> {
  const r = await sql<{ client_id: string }>`
    SELECT DISTINCT client_id FROM client_messages
    WHERE posted_at <= ${new Date(now.getTime() - minutes * 60_000)}
      AND posted_at > ${new Date(now.getTime() - 24 * 3600_000)}`.execute(db);
  return r.rows.map((x) => x.client_id);
}

/** The clients in whose conversation `authorId` wrote (their own data export asks). */
export const clientsWithMessagesBy = (db: Db | Tx, authorId: string): Promise<string[]> =>
  distinctOf(t(db).selectFrom('client_messages').where('author_id', '=', authorId), 'client_id');
