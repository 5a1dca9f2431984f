import { tablesOf } from '../../server/db/kysely';
import { streamTable } from '../../server/eventstore';
import type { NoteEvent } from './events';
import type { NotesTables } from './tables';

/** Each note's row, as of its stream's version. */
const notes = streamTable(tablesOf<NotesTables>, 'client_notes', 'id');

/** `client_notes`: the notes that are not deleted, as their authors last saved them. */
export const notesProjection = notes.projection<NoteEvent>('notes.notes', {
  NoteWritten: (rows, e) =>
    rows.insert({
      id: e.data.noteId,
      client_id: e.data.clientId,
      author_id: e.data.authorId,
      author_role: e.data.authorRole,
      meeting_id: e.data.meetingId,
      visibility: e.data.visibility,
      text: e.data.text,
      created_at: new Date(e.data.at),
      updated_at: new Date(e.data.at),
      version: e.version,
    }),
  NoteEdited: (rows, e) =>
    rows.update(e.data.noteId, {
      visibility: e.data.visibility,
      text: e.data.text,
      updated_at: new Date(e.data.at),
    }),
  NoteDeleted: (rows, e) => rows.remove(e.data.noteId),
});
