import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';
import type { CircleRole, NoteVisibility } from './contract';

/** `authorRole`: what the author was to the client when writing (the client, a coach, the office). */
export type NoteWritten = NewEvent<
  'NoteWritten',
  {
    noteId: string;
    clientId: string;
    authorId: string;
    authorRole: CircleRole;
    meetingId: string | null;
    visibility: NoteVisibility;
    text: string;
    at: string;
  }
>;
/** An edit keeps the versions before it in the log; `previousVisibility` tells who must hear of it. */
export type NoteEdited = NewEvent<
  'NoteEdited',
  {
    noteId: string;
    clientId: string;
    authorId: string;
    visibility: NoteVisibility;
    previousVisibility: NoteVisibility;
    text: string;
    at: string;
  }
>;
export type NoteDeleted = NewEvent<
  'NoteDeleted',
  { noteId: string; clientId: string; authorId: string; visibility: NoteVisibility; at: string }
>;
export type NoteEvent = NoteWritten | NoteEdited | NoteDeleted;

export const noteEventTypes = allOf<NoteEvent['type']>({ NoteWritten: true, NoteEdited: true, NoteDeleted: true });

/** One stream per note (stream id = the note's id). */
export const noteStreams = aggregateStreams('notes', 'note');
