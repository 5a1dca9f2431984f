import { tablesOf } from '../../server/db/kysely';
import { streamTable } from '../../server/eventstore';
import type { FileEvent } from './events';
import type { FilesTables } from './tables';

/** Each file's row, as of its stream's version. */
const files = streamTable(tablesOf<FilesTables>, 'client_files', 'id');

/** `client_files`: the files kept on clients (not their bytes: `file_blobs`, beside the log). */
export const filesProjection = files.projection<FileEvent>('files.files', {
  FileUploaded: (rows, e) =>
    rows.insert({
      id: e.data.fileId,
      client_id: e.data.clientId,
      uploaded_by: e.data.uploadedBy,
      uploader_role: e.data.uploaderRole,
      name: e.data.name,
      content_type: e.data.contentType,
      size: e.data.size,
      sha256: e.data.sha256,
      visibility: e.data.visibility,
      meeting_id: e.data.meetingId,
      uploaded_at: new Date(e.data.at),
      version: e.version,
    }),
  FileDeleted: (rows, e) => rows.remove(e.data.fileId),
  // A download changes no row: the log keeps it for the audit.
  FileDownloaded: async () => {},
});
