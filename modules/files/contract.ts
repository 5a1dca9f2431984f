import { z } from 'zod';
import { noteVisibilities } from '../notes/contract';
import type { FileEvent } from './events';

// Isomorphic: the files kept on a client (issue 33): uploaded by the client, their coaches or the
// office, each with a visibility as for notes.

// Decimal megabytes, as the screens count them (formatBytes) and as users read '25 MB'.
export const MAX_FILE_BYTES = 25_000_000;
/** What one client's files may hold together (all layers, all uploaders). */
export const CLIENT_QUOTA_BYTES = 500_000_000;

export const fileMessages = {
  noFile: 'Bitte wählen Sie eine Datei aus.',
  empty: (name: string) => `Die Datei „${name}“ ist leer (0 Byte).`,
  tooLarge: 'Die Datei ist größer als 25 MB.',
  quotaExceeded: 'Der Speicherplatz dieses Klienten (500 MB) reicht für diese Datei nicht mehr.',
  typeRefused:
    'Diese Art Datei nimmt das Portal nicht an. Erlaubt sind PDF, Bilder (PNG, JPEG, GIF, WebP), Office-Dokumente und Text (TXT, CSV).',
  visibilityMissing: 'Bitte wählen Sie, wer die Datei sehen darf.',
  notFound: 'Datei nicht gefunden.',
  notUploader: 'Nur wer die Datei hochgeladen hat, kann sie löschen.',
  clientTeamFile: 'Klienten laden Dateien für sich selbst oder geteilt mit ihrem Team hoch.',
  meetingOfOtherClient: 'Dieses Meeting gehört nicht zu diesem Klienten.',
  uploaded: 'Datei hochgeladen',
  uploadFailed: 'Die Datei konnte nicht hochgeladen werden.',
  deleted: 'Datei gelöscht',
  deleteFailed: 'Die Datei konnte nicht gelöscht werden.',
  loadFailed: 'Die Dateien konnten nicht geladen werden.',
} as const;

/** The form fields beside the file in the multipart upload. */
export const uploadFields = z.object({
  visibility: z.enum(noteVisibilities, { error: fileMessages.visibilityMissing }),
  meetingId: z.string().uuid('Ungültiges Meeting.').nullish(),
});

export const fileSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  visibility: z.enum(noteVisibilities),
  meetingId: z.string().nullable(),
  uploadedBy: z.string(),
  uploadedByName: z.string(),
  uploadedAt: z.string(),
  /** Whether the reader uploaded it (and so may delete it). */
  mine: z.boolean(),
});
export type ClientFile = z.infer<typeof fileSchema>;

export const filesAnswer = z.object({ files: z.array(fileSchema), usedBytes: z.number().int() });
export const uploadedFileAnswer = z.object({ id: z.string() });

export const filesKeys = {
  all: ['files'] as const,
  ofClient: (clientId: string) => ['files', clientId] as const,
};

/** The event types of files, for the web's realtime registry. */
export type FilesEventType = FileEvent['type'];
