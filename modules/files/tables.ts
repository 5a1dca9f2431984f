import type { CircleRole, NoteVisibility } from '../notes/contract';

export interface FilesTables {
  /** One row per file that is not deleted (`0019_files`). */
  client_files: {
    id: string;
    client_id: string;
    uploaded_by: string;
    uploader_role: CircleRole;
    name: string;
    content_type: string;
    size: number;
    sha256: string;
    visibility: NoteVisibility;
    meeting_id: string | null;
    uploaded_at: Date;
    version: number;
  };
  /** The bytes, beside the log (kept by backups, `server/backup/tables.ts`). */
  file_blobs: { file_id: string; client_id: string; bytes: Uint8Array };
}
