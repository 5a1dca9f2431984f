import { z } from 'zod';
import { listPageCounts, pageFields, searchText } from '../../lib/list-query';
import type { ArchiveEvent } from './events';
import { archiveStatuses } from './contract/statuses';

// Isomorphic: the client archive (KundenKartei).

export * from './contract/statuses';

export const archivedClientSchema = z.object({
  /** the finished user package */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  packageName: z.string(),
  activatedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  status: z.enum(archiveStatuses),
  rating: z.number().int().nullable(),
  /** what the client wrote with the rating */
  ratingComment: z.string().nullable(),
  notes: z.string().nullable(),
  /** the notes' version: send it back as If-Match so a stale write answers 409 */
  notesVersion: z.number().int(),
  meetingsCount: z.number().int(),
  partnersCount: z.number().int(),
  documentsCount: z.number().int(),
});
export type ArchivedClient = z.infer<typeof archivedClientSchema>;

/** GET /api/client-archive: search (name, company, e-mail), status and package filters, one page. */
export const archiveListQuery = z.object({
  q: searchText,
  status: z.enum(archiveStatuses, { error: 'Unbekannter Status.' }).optional(),
  package: z.string().trim().min(1).max(200, 'Höchstens 200 Zeichen.').optional(),
  ...pageFields,
});
export type ArchiveListQuery = z.infer<typeof archiveListQuery>;

/** One page of the KundenKartei, and the package names of all its entries (the package filter's choices). */
export const archivePageSchema = z.object({
  entries: z.array(archivedClientSchema),
  ...listPageCounts,
  packageNames: z.array(z.string()),
});
export type ArchivePage = z.infer<typeof archivePageSchema>;

export const notesRequest = z.object({
  notes: z.string({ error: 'Bitte geben Sie Notizen ein.' }).max(10_000, 'Höchstens 10.000 Zeichen.'),
});

/** What saving the notes answers (the version also as ETag). */
export const notesSavedAnswer = z.object({
  userId: z.string(),
  notes: z.string().nullable(),
  notesVersion: z.number().int(),
});

export const archiveMessages = {
  loadFailed: 'Die archivierten Kunden konnten nicht geladen werden.',
  notesSaved: 'Die Kundennotizen wurden erfolgreich gespeichert.',
  notesFailed: 'Die Notizen konnten nicht gespeichert werden.',
  exporting: 'Die Kundendaten werden exportiert.',
  stale: 'Die Notizen wurden inzwischen von jemand anderem geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
} as const;

export const archiveKeys = { all: ['client-archive'] as const };

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type ArchiveEventType = ArchiveEvent['type'];
