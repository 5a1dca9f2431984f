import { z } from 'zod';
import { choices } from '../../lib/choices';
import { pageFields, searchText, type ListPage } from '../../lib/list-query';
import type { ArchiveEvent } from './events';

// Isomorphic: the client archive (KundenKartei).

export const { values: archiveStatuses, labels: archiveStatusLabels } = choices({
  completed: 'Abgeschlossen',
  cancelled: 'Gekündigt',
  expired: 'Abgelaufen',
});
export type ArchiveStatus = (typeof archiveStatuses)[number];

export interface ArchivedClient {
  id: string; // the finished user package
  userId: string;
  name: string;
  email: string;
  company: string | null;
  packageName: string;
  activatedAt: string | null;
  completedAt: string | null;
  status: ArchiveStatus;
  rating: number | null;
  notes: string | null;
  /** the notes' version: send it back as If-Match so a stale write answers 409 */
  notesVersion: number;
  meetingsCount: number;
  partnersCount: number;
  documentsCount: number;
}

/** GET /api/client-archive: search (name, company, e-mail), status and package filters, one page. */
export const archiveListQuery = z.object({
  q: searchText,
  status: z.enum(archiveStatuses, { error: 'Unbekannter Status.' }).optional(),
  package: z.string().trim().min(1).max(200, 'Höchstens 200 Zeichen.').optional(),
  ...pageFields,
});
export type ArchiveListQuery = z.infer<typeof archiveListQuery>;

/** One page of the KundenKartei, and the package names of all its entries (the package filter's choices). */
export interface ArchivePage extends ListPage {
  entries: ArchivedClient[];
  packageNames: string[];
}

export const notesRequest = z.object({
  notes: z.string({ error: 'Bitte geben Sie Notizen ein.' }).max(10_000, 'Höchstens 10.000 Zeichen.'),
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
