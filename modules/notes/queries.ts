import { distinctOf } from '../../server/db/reads';
import { sql, type ExpressionBuilder } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { namesOrGoneOf } from '../identity';
import { findMeeting, meetingSummariesOf } from '../meetings';
import type { Note } from './contract';
import { goneAuthor } from './author-names';
import { layersOf, type Reader } from './decide';
import type { NotesTables } from './tables';

const t = (db: Db | Tx) => tablesOf<NotesTables>(db);

/** The author's column of each layered table (notes, files): named here so a typo does not compile. */
type LayeredAuthorColumn = 'author_id' | 'uploaded_by';

/**
 * `visibleTo` as a query's filter on layered rows: the reader's own (`owner` names their author's
 * column) of every layer, and the layers their place in the circle opens. Notes and files read so.
 */
export const seenBy =
  (reader: Reader, owner: LayeredAuthorColumn) =>
  <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    // The columns by name (unqualified: a query that joins another `visibility` must not use it).
    eb.or([eb(sql.ref('visibility'), 'in', layersOf(reader.role)), eb(sql.ref(owner), '=', reader.id)]);

/**
 * A client's notes as `reader` may read them, newest first: their own of every layer, the layers
 * their place in the circle opens (`layersOf`), and the completed meetings' summaries (shared).
 */
export async function notesFor(db: Db | Tx, reader: Reader, clientId: string): Promise<Note[]> {
  const rows = await t(db)
    .selectFrom('client_notes')
    .selectAll()
    .where('client_id', '=', clientId)
    .where(seenBy(reader, 'author_id'))
    .orderBy('created_at', 'desc')
    .execute();
  const summaries = await meetingSummariesOf(db, clientId);
  // A removed Accelerator's notes stay under their name (the account row stays, deactivated); an
  // erased one's as one who left (`goneAuthor`).
  const nameOf = await namesOrGoneOf(db, [...rows.map((r) => r.author_id), ...summaries.map((s) => s.partnerId)]);
  const notes: Note[] = rows.map((r) => ({
    id: r.id,
    clientId: r.client_id,
    authorId: r.author_id,
    authorName: nameOf(r.author_id, goneAuthor(r.author_role)),
    visibility: r.visibility,
    text: r.text,
    meetingId: r.meeting_id,
    source: 'note',
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    version: r.version,
    mine: r.author_id === reader.id,
  }));
  const kept: Note[] = summaries.map((s) => ({
    id: s.meetingId,
    clientId,
    authorId: s.partnerId,
    authorName: nameOf(s.partnerId, goneAuthor('coach')),
    visibility: 'shared',
    text: s.summary,
    meetingId: s.meetingId,
    source: 'meeting',
    createdAt: s.completedAt.toISOString(),
    updatedAt: s.completedAt.toISOString(),
    version: 0,
    mine: false,
  }));
  return [...notes, ...kept].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The client a note is kept on, if the note exists (deleted notes have no row). */
export async function clientOfNote(db: Db | Tx, noteId: string): Promise<string | null> {
  const row = await t(db).selectFrom('client_notes').select('client_id').where('id', '=', noteId).executeTakeFirst();
  return row?.client_id ?? null;
}

/**
 * The meeting a note, task or file is tied to (or null), and whether it is a meeting of `clientId`:
 * what their deciders need to refuse a meeting of another client.
 */
export async function meetingLink(
  db: Db | Tx,
  meetingId: string | null | undefined,
  clientId: string,
): Promise<{ meetingId: string | null; meetingOfClient: boolean }> {
  if (meetingId == null) return { meetingId: null, meetingOfClient: false };
  return { meetingId, meetingOfClient: (await findMeeting(db, meetingId))?.client_id === clientId };
}

/** Whether an id is a completed meeting's summary (changed at the meeting, not as a note). */
export async function isMeetingSummary(db: Db | Tx, id: string): Promise<boolean> {
  const m = await findMeeting(db, id);
  return m?.status === 'completed' && m.summary !== null;
}

/** The clients `authorId` wrote a note on (their own data export asks). */
export const clientsWithNotesBy = (db: Db | Tx, authorId: string): Promise<string[]> =>
  distinctOf(t(db).selectFrom('client_notes').where('author_id', '=', authorId), 'client_id');
