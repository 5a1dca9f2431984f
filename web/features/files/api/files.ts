import { fileMessages, filesKeys, type ClientFile } from '../../../../modules/files/contract';
import type { NoteVisibility } from '../../../../modules/notes/contract';
import { api } from '../../../api/client';
import { loadQuery } from '../../../api/resource';
import { uploadForm } from '../../../api/upload';

// The files kept on a client (issue 33). A client reads their own with their own id.

export const clientFilesQuery = (clientId: string) =>
  loadQuery<{ files: ClientFile[]; usedBytes: number }>(
    filesKeys.ofClient(clientId),
    `/api/clients/${encodeURIComponent(clientId)}/files`,
  );

export const uploadFile = (clientId: string, file: File, visibility: NoteVisibility, meetingId?: string) =>
  uploadForm<{ id: string }>(
    `/api/clients/${encodeURIComponent(clientId)}/files`,
    file,
    meetingId ? { visibility, meetingId } : { visibility },
    fileMessages.uploadFailed,
  );

export const deleteFile = (file: Pick<ClientFile, 'id'>) =>
  api.delete<{ success: true }>(`/api/files/${encodeURIComponent(file.id)}`, { retries: 0 });

/** Where the browser downloads a file (an attachment: the page stays). */
export const fileHref = (file: Pick<ClientFile, 'id'>) => `/api/files/${encodeURIComponent(file.id)}`;
