import { z } from 'zod';
import { choices } from '../../lib/choices';
import { isVisible, requiredText } from '../../lib/german/text';
import type { NoteEvent } from './events';
import { circleEntryFields } from './contract/entry';

// Isomorphic: the notes kept on a client between sessions, who sees them, and their messages.

/**
 * What a person is to a client: the client themself, one of their Acceleratoren (now or before), the
 * office. Kept with each note, file and message as what its author was to the client then.
 */
export type CircleRole = 'client' | 'coach' | 'office';

/**
 * Who sees a note, chosen when it is written and changeable by its author: only the author, the
 * client's team (their Acceleratoren and the office), or the team and the client.
 */
export const { values: noteVisibilities, labels: noteVisibilityLabels } = choices({
  private: 'Nur für mich',
  team: 'Team (Acceleratoren und Büro)',
  shared: 'Mit dem Klienten geteilt',
});
export type NoteVisibility = (typeof noteVisibilities)[number];
/** The same choices as a client reads them: their shared notes go to their team. */
export const clientVisibilityLabels: Record<NoteVisibility, string> = {
  ...noteVisibilityLabels,
  shared: 'Mit meinem Team geteilt',
};
/** The short label of a note's layer beside it in a list. */
export const noteVisibilityTags: Record<NoteVisibility, string> = {
  private: 'Privat',
  team: 'Team',
  shared: 'Geteilt',
};

export const NOTE_MAX_LENGTH = 10_000;

export const noteMessages = {
  textMissing: 'Bitte schreiben Sie eine Notiz.',
  tooLong: `Höchstens ${NOTE_MAX_LENGTH.toLocaleString('de-DE')} Zeichen.`,
  visibilityMissing: 'Bitte wählen Sie, wer die Notiz sehen darf.',
  notFound: 'Notiz nicht gefunden.',
  clientNotFound: 'Klient nicht gefunden.',
  notAuthor: 'Nur wer die Notiz geschrieben hat, kann sie ändern oder löschen.',
  clientTeamNote:
    'Klienten schreiben Notizen für sich selbst oder geteilt mit ihrem Team; eine Team-Notiz könnten Sie selbst nicht lesen.',
  meetingOfOtherClient: 'Dieses Meeting gehört nicht zu diesem Klienten.',
  meetingSummary: 'Die Zusammenfassung eines Meetings ändern Sie am Meeting, nicht hier.',
  versionConflict:
    'Die Notiz wurde inzwischen geändert. Bitte laden Sie sie neu und übernehmen Sie Ihre Änderung dann erneut.',
  ifMatchRequired: 'Bitte senden Sie die Version der Notiz mit (If-Match), damit keine Änderung verloren geht.',
  saved: 'Notiz gespeichert',
  saveFailed: 'Die Notiz konnte nicht gespeichert werden.',
  deleted: 'Notiz gelöscht',
  deleteFailed: 'Die Notiz konnte nicht gelöscht werden.',
  loadFailed: 'Die Notizen konnten nicht geladen werden.',
} as const;

/** The layers a person may choose when writing: a client never `team` (they could not read it). */
export const writableVisibilities = (isClient: boolean): NoteVisibility[] =>
  isClient ? ['private', 'shared'] : [...noteVisibilities];

const noteText = requiredText(NOTE_MAX_LENGTH, noteMessages.textMissing, noteMessages.tooLong).refine(
  isVisible,
  noteMessages.textMissing,
);
const visibility = z.enum(noteVisibilities, { error: noteMessages.visibilityMissing });

/** `POST /api/clients/{clientId}/notes` */
export const writeNoteRequest = z.object({
  text: noteText,
  visibility,
  meetingId: z.string().uuid('Ungültiges Meeting.').nullish(),
});
export type WriteNoteRequest = z.infer<typeof writeNoteRequest>;

/** `PUT /api/notes/{id}` with `If-Match: "<version>"`: the text and who sees it. */
export const editNoteRequest = z.object({ text: noteText, visibility });
export type EditNoteRequest = z.infer<typeof editNoteRequest>;

/**
 * A note as its reader gets it. `source: 'meeting'` is a completed meeting's 'Zusammenfassung', a
 * shared note kept by the meeting (its id is the meeting's; it is changed there, not here).
 */
export const noteSchema = z.object({
  ...circleEntryFields,
  visibility: z.enum(noteVisibilities),
  text: z.string(),
  meetingId: z.string().nullable(),
  source: z.enum(['note', 'meeting']),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The note's stream version, for If-Match; 0 for a meeting's summary. */
  version: z.number().int(),
  /** Whether the reader wrote it (and so may change and delete it). */
  mine: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

export const notesAnswer = z.object({ notes: z.array(noteSchema) });
export const writtenNoteAnswer = z.object({ id: z.string(), version: z.number().int() });

export const notesKeys = {
  all: ['notes'] as const,
  ofClient: (clientId: string) => ['notes', clientId] as const,
};

/** The event types of notes, for the web's realtime registry. */
export type NotesEventType = NoteEvent['type'];
