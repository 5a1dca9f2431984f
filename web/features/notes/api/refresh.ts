import { notesKeys } from '../../../../modules/notes/contract';
import { defineRefresh, ofClient } from '../../../realtime/refresh';

/** A client's notes: their own events, and a completed meeting (its summary is a shared note). */
export const notesRefresh = defineRefresh('notes', [
  { family: notesKeys.all, on: ['NoteWritten', 'NoteEdited', 'NoteDeleted', 'MeetingCompleted'], scope: ofClient },
]);
