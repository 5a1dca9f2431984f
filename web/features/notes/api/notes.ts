import { queryOptions } from '@tanstack/react-query';
import { notesKeys, type EditNoteRequest, type Note, type WriteNoteRequest } from '../../../../modules/notes/contract';
import { api } from '../../../api/client';

// The notes kept on a client (issue 33). A client reads their own with their own id.

export const clientNotesQuery = (clientId: string) =>
  queryOptions({
    queryKey: notesKeys.ofClient(clientId),
    queryFn: async ({ signal }) =>
      (await api.load<{ notes: Note[] }>(`/api/clients/${encodeURIComponent(clientId)}/notes`, { signal })).notes,
  });

export const writeNote = (clientId: string, body: WriteNoteRequest) =>
  api.post<{ id: string; version: number }>(`/api/clients/${encodeURIComponent(clientId)}/notes`, body, {
    retries: 0,
  });

/** PUT with `If-Match`: someone's save in between answers 409 instead of being overwritten. */
export const editNote = (note: Pick<Note, 'id' | 'version'>, body: EditNoteRequest) =>
  api.put<{ id: string; version: number }>(`/api/notes/${encodeURIComponent(note.id)}`, body, {
    headers: { 'If-Match': `"${note.version}"` },
    retries: 0,
  });

export const deleteNote = (note: Pick<Note, 'id' | 'version'>) =>
  api.delete<{ success: true }>(`/api/notes/${encodeURIComponent(note.id)}`, {
    headers: { 'If-Match': `"${note.version}"` },
    retries: 0,
  });
