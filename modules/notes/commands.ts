import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { runner, type EventMetadata } from '../../server/eventstore';
import { HttpError, notFound } from '../../server/http/errors';
import type { Actor } from '../identity/contract';
import { noteMessages, type EditNoteRequest, type WriteNoteRequest } from './contract';
import { readerOf, requireWriter } from './circle';
import { noteDecider } from './decide';
import { clientOfNote, isMeetingSummary, meetingLink } from './queries';

const run = runner(noteDecider);

/** Writes a note on a client; answers its id and version (1). */
export async function writeNote(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
  input: WriteNoteRequest,
  meta: EventMetadata,
): Promise<{ id: string; version: number }> {
  const id = randomUUID();
  await run(
    ctx,
    id,
    async (tx, now) => ({
      type: 'WriteNote',
      clientId,
      writer: await requireWriter(tx, actor, clientId),
      text: input.text,
      visibility: input.visibility,
      ...(await meetingLink(tx, input.meetingId, clientId)),
      now,
    }),
    meta,
  );
  return { id, version: 1 };
}

/**
 * Who changes a note, as the note's client's circle sees them. A meeting's summary is changed at the
 * meeting; a note the person cannot read, or that is gone, is not found.
 */
async function editorOf(ctx: AppContext, actor: Actor, noteId: string) {
  const clientId = await clientOfNote(ctx.db, noteId);
  if (!clientId) {
    if (await isMeetingSummary(ctx.db, noteId))
      throw new HttpError(409, noteMessages.meetingSummary, 'MEETING_SUMMARY');
    throw notFound(noteMessages.notFound, 'NoteNotFound');
  }
  const editor = await readerOf(ctx.db, actor, clientId);
  if (!editor) throw notFound(noteMessages.notFound, 'NoteNotFound');
  return editor;
}

/** Changes a note's text and layer at the version the author loaded; answers the new version. */
export async function editNote(
  ctx: AppContext,
  actor: Actor,
  noteId: string,
  input: EditNoteRequest,
  expectedVersion: number,
  meta: EventMetadata,
): Promise<{ id: string; version: number }> {
  const editor = await editorOf(ctx, actor, noteId);
  const appended = await run(
    ctx,
    noteId,
    (_, now) => ({ type: 'EditNote', editor, text: input.text, visibility: input.visibility, expectedVersion, now }),
    meta,
    async (_, events) => events.length,
  );
  return { id: noteId, version: expectedVersion + appended };
}

/** Deletes a note (its versions stay in the log until the client's erasure shreds them). */
export async function deleteNote(
  ctx: AppContext,
  actor: Actor,
  noteId: string,
  expectedVersion: number | null,
  meta: EventMetadata,
): Promise<void> {
  const editor = await editorOf(ctx, actor, noteId);
  await run(ctx, noteId, (_, now) => ({ type: 'DeleteNote', editor, expectedVersion, now }), meta);
}
