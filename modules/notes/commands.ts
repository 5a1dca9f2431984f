import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { runner, type EventMetadata } from '../../server/eventstore';
import { HttpError, notFound } from '../../server/http/errors';
import type { Actor } from '../identity/contract';
import { noteMessages, type EditNoteRequest, type WriteNoteRequest } from './contract';
import { requireWriter } from './circle';
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
 * Who changes a note, as the note's client's circle sees them, asked in the change's transaction
 * (`requireWriter`). A meeting's summary is changed at the meeting; a note the person cannot read,
 * or that is gone, is not found.
 */
async function editorOf(tx: Tx, actor: Actor, noteId: string) {
  const clientId = await clientOfNote(tx, noteId);
  if (!clientId && (await isMeetingSummary(tx, noteId)))
    throw new HttpError(409, noteMessages.meetingSummary, 'MEETING_SUMMARY');
  return requireWriter(tx, actor, clientId, () => notFound(noteMessages.notFound, 'NoteNotFound'));
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
  const appended = await run(
    ctx,
    noteId,
    async (tx, now) => ({
      type: 'EditNote',
      editor: await editorOf(tx, actor, noteId),
      text: input.text,
      visibility: input.visibility,
      expectedVersion,
      now,
    }),
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
  await run(
    ctx,
    noteId,
    async (tx, now) => ({ type: 'DeleteNote', editor: await editorOf(tx, actor, noteId), expectedVersion, now }),
    meta,
  );
}
