import type { ArchiveEvent } from './events';

export interface NotesState {
  version: number;
}

export type NotesCommand = {
  type: 'UpdateNotes';
  userId: string;
  notes: string;
  /** the version the writer saw (If-Match); null when the writer sent none */
  ifMatch: number | null;
  currentVersion: number;
  now: Date;
};

export type NotesError = 'StaleNotes';

/** Two admins editing one client's notes: the later write on an old version loses (409). */
export function decideNotes(command: NotesCommand): ArchiveEvent[] | NotesError {
  if (command.ifMatch !== null && command.ifMatch !== command.currentVersion) return 'StaleNotes';
  return [{ type: 'ArchiveNotesUpdated', data: { userId: command.userId, notes: command.notes, at: command.now.toISOString() } }];
}
