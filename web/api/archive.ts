import { queryOptions } from '@tanstack/react-query';
import { archiveKeys, type ArchivedClient } from '../../modules/archive/contract';
import { api } from './client';
import { downloadFile, today } from './download';
import { ApiError, errorForStatus, networkErrorMessage } from './errors';

// The KundenKartei (spec 02 §7). Realtime pushes invalidate `['client-archive']`.

export const archiveQuery = queryOptions({
  queryKey: archiveKeys.all,
  queryFn: ({ signal }) => api.get<ArchivedClient[]>('/api/client-archive', { list: true, signal }),
});

export interface SavedNotes {
  userId: string;
  notes: string;
  notesVersion: number;
}

/**
 * Writes the notes on the version the admin read (`If-Match`), so a colleague's newer notes answer
 * 409 instead of being overwritten. The JSON wrapper sends no custom headers, hence plain fetch.
 */
export async function saveArchiveNotes(userId: string, notes: string, notesVersion: number): Promise<SavedNotes> {
  const url = `/api/client-archive/${encodeURIComponent(userId)}/notes`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'If-Match': `"${notesVersion}"` },
      body: JSON.stringify({ notes }),
    });
  } catch {
    throw new ApiError(networkErrorMessage, 0, null);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorForStatus(response.status, data, 'PUT', url);
  return data as SavedNotes;
}

/** Everything held about the client, as the JSON file the server names. */
export function downloadClientData(userId: string): Promise<string> {
  return downloadFile(`/api/client-archive/${encodeURIComponent(userId)}/export`, `kundendaten-${today()}.json`);
}
