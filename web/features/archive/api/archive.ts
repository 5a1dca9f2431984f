import { queryOptions } from '@tanstack/react-query';
import {
  archiveKeys,
  archiveMessages,
  type ArchiveListQuery,
  type ArchivePage,
} from '../../../../modules/archive/contract';
import { api } from '../../../api/client';
import { downloadFile, today } from '../../../api/download';

// The KundenKartei (spec 02 §7). Realtime pushes invalidate `['client-archive']`. A failed load
// also toasts (spec 02 §8: 'Die archivierten Kunden konnten nicht geladen werden.').

/** One page, searched and filtered by the server (issue 17); the route loads it before it shows it. */
export const archivePageQuery = (query: Partial<ArchiveListQuery>) =>
  queryOptions({
    queryKey: [...archiveKeys.all, 'list', query] as const,
    queryFn: ({ signal }) => api.load<ArchivePage>('/api/client-archive', { params: { ...query }, signal }),
    meta: { loadErrorToast: archiveMessages.loadFailed },
  });

interface SavedNotes {
  userId: string;
  notes: string;
  notesVersion: number;
}

/**
 * Writes the notes on the version the admin read (`If-Match`), so a colleague's newer notes answer
 * 409 instead of being overwritten. Never retried: a repeated write is not what the admin meant.
 */
export function saveArchiveNotes(userId: string, notes: string, notesVersion: number): Promise<SavedNotes> {
  return api.put<SavedNotes>(
    `/api/client-archive/${encodeURIComponent(userId)}/notes`,
    { notes },
    { retries: 0, headers: { 'If-Match': `"${notesVersion}"` } },
  );
}

/** Everything held about the client, as the JSON file the server names. */
export function downloadClientData(userId: string): Promise<string> {
  return downloadFile(`/api/client-archive/${encodeURIComponent(userId)}/export`, `kundendaten-${today()}.json`);
}
