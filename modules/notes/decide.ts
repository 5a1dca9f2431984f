import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { writableVisibilities, type CircleRole, type NoteVisibility } from './contract';
import { noteStreams, type NoteEvent } from './events';

export interface Reader {
  id: string;
  role: CircleRole;
}

/** The layers a reader sees besides their own notes: the client only what is shared with them. */
export const layersOf = (role: CircleRole): NoteVisibility[] => (role === 'client' ? ['shared'] : ['team', 'shared']);

/** Whether a reader sees a note: their own always; another's private never (the office's neither). */
export const visibleTo = (reader: Reader, note: { authorId: string; visibility: NoteVisibility }): boolean =>
  note.authorId === reader.id || layersOf(reader.role).includes(note.visibility);

interface NoteState {
  status: 'none' | 'written' | 'deleted';
  clientId: string | null;
  authorId: string | null;
  visibility: NoteVisibility;
  text: string;
  version: number;
}
const initialNoteState = (): NoteState => ({
  status: 'none',
  clientId: null,
  authorId: null,
  visibility: 'private',
  text: '',
  version: 0,
});

function evolveNote(state: NoteState, e: NoteEvent): NoteState {
  const version = state.version + 1;
  switch (e.type) {
    case 'NoteWritten':
      return {
        status: 'written',
        clientId: e.data.clientId,
        authorId: e.data.authorId,
        visibility: e.data.visibility,
        text: e.data.text,
        version,
      };
    case 'NoteEdited':
      return { ...state, visibility: e.data.visibility, text: e.data.text, version };
    case 'NoteDeleted':
      return { ...state, status: 'deleted', version };
    default:
      return unreachable(e);
  }
}

export type NoteCommand =
  | {
      type: 'WriteNote';
      clientId: string;
      writer: Reader;
      text: string;
      visibility: NoteVisibility;
      meetingId: string | null;
      /** read by the handler: whether `meetingId` names a meeting of this client */
      meetingOfClient: boolean;
      now: Date;
    }
  | {
      type: 'EditNote';
      editor: Reader;
      text: string;
      visibility: NoteVisibility;
      /** the version the editor loaded (If-Match) */
      expectedVersion: number;
      now: Date;
    }
  | { type: 'DeleteNote'; editor: Reader; expectedVersion: number | null; now: Date };

export type NoteError =
  'NoteExists' | 'NoteNotFound' | 'NotAuthor' | 'ClientTeamNote' | 'MeetingOfOtherClient' | 'VersionConflict';

/** A client cannot keep a note from themself: a team note of theirs they could not read. */
const refusedLayer = (who: Reader, visibility: NoteVisibility): NoteError | null =>
  writableVisibilities(who.role === 'client').includes(visibility) ? null : 'ClientTeamNote';

/** The rules of changing a written note: it must be there, seen by the editor, theirs, and as they loaded it. */
function changeRefused(state: NoteState, editor: Reader, expectedVersion: number | null): NoteError | null {
  if (state.status !== 'written' || !visibleTo(editor, { authorId: state.authorId!, visibility: state.visibility }))
    return 'NoteNotFound';
  if (state.authorId !== editor.id) return 'NotAuthor';
  if (expectedVersion !== null && expectedVersion !== state.version) return 'VersionConflict';
  return null;
}

function decideNote(command: NoteCommand, state: NoteState, noteId: string): NoteEvent[] | NoteError {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'WriteNote': {
      if (state.status !== 'none') return 'NoteExists';
      const refused = refusedLayer(command.writer, command.visibility);
      if (refused) return refused;
      if (command.meetingId && !command.meetingOfClient) return 'MeetingOfOtherClient';
      const { clientId, writer, text, visibility, meetingId } = command;
      return [
        {
          type: 'NoteWritten',
          data: { noteId, clientId, authorId: writer.id, authorRole: writer.role, meetingId, visibility, text, at },
        },
      ];
    }
    case 'EditNote': {
      const refused = changeRefused(state, command.editor, command.expectedVersion);
      if (refused) return refused;
      const layer = refusedLayer(command.editor, command.visibility);
      if (layer) return layer;
      // Saving what is there already writes nothing: the history shows only real changes.
      if (command.text === state.text && command.visibility === state.visibility) return [];
      const { text, visibility } = command;
      return [
        {
          type: 'NoteEdited',
          data: {
            noteId,
            clientId: state.clientId!,
            authorId: state.authorId!,
            visibility,
            previousVisibility: state.visibility,
            text,
            at,
          },
        },
      ];
    }
    case 'DeleteNote': {
      const refused = changeRefused(state, command.editor, command.expectedVersion);
      if (refused) return refused;
      return [
        {
          type: 'NoteDeleted',
          data: { noteId, clientId: state.clientId!, authorId: state.authorId!, visibility: state.visibility, at },
        },
      ];
    }
    default:
      return unreachable(command);
  }
}

/** A note (stream id = the note's id), for the command kernel. */
export const noteDecider = defineDecider(noteStreams, initialNoteState, evolveNote, decideNote);
