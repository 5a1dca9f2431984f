import { defineDecider } from '../../server/eventstore';
import { archiveStreams, type ArchiveEvent } from './events';

/** A client's archive notes: only their stream version matters to the rules. */
interface NotesState {
  version: number;
}

const initialNotesState = (): NotesState => ({ version: 0 });
const evolveNotes = (state: NotesState, _event: ArchiveEvent): NotesState => ({ version: state.version + 1 });

type NotesCommand = {
  type: 'UpdateNotes';
  userId: string;
  notes: string;
  /** the version the writer saw (If-Match); null when the writer sent none */
  ifMatch: number | null;
  now: Date;
};

export type NotesError = 'StaleNotes';

/** Two admins editing one client's notes: the later write on an old version loses (409). */
export function decideNotes(command: NotesCommand, state: NotesState): ArchiveEvent[] | NotesError {
  if (command.ifMatch !== null && command.ifMatch !== state.version) return 'StaleNotes';
  return [
    {
      type: 'ArchiveNotesUpdated',
      data: { userId: command.userId, notes: command.notes, at: command.now.toISOString() },
    },
  ];
}

/** A client's notes stream (id = the client's user id), for the command kernel. */
export const notesDecider = defineDecider(archiveStreams, initialNotesState, evolveNotes, decideNotes);
