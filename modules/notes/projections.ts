import { tablesOf } from '../../server/db/kysely';
import { projectionByType, rowsAt } from '../../server/eventstore';
import type { NoteEvent } from './events';
import type { NotesTables } from './tables';

/** A note's row, written as of the event's stream version. */
const notesAt = rowsAt(tablesOf<NotesTables>, 'client_notes', 'id');

/** `client_notes`: the notes that are not deleted, as their authors last saved them. */
export const notesProjection = projectionByType<NoteEvent>({
  name: 'notes.notes',
  tables: ['client_notes'],
  on: {
    NoteWritten: (tx, e) =>
      notesAt(tx, e).insert({
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
    NoteEdited: (tx, e) =>
      notesAt(tx, e).update(e.data.noteId, {
        visibility: e.data.visibility,
        text: e.data.text,
        updated_at: new Date(e.data.at),
      }),
    NoteDeleted: (tx, e) => notesAt(tx, e).remove(e.data.noteId),
  },
});
