import { sql, type Kysely } from 'kysely';

/**
 * Files: what is kept on a client between sessions (issue 33). `client_files` is the projection of
 * `FileUploaded` and `FileDeleted`; `file_blobs` holds the bytes beside the log (never in it), written
 * in the upload's transaction, deleted with the file and with the client's erasure, kept by backups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_files (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      uploaded_by uuid NOT NULL,
      uploader_role text NOT NULL,
      name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      sha256 text NOT NULL,
      visibility text NOT NULL,
      meeting_id uuid,
      uploaded_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX client_files_client ON client_files (client_id, uploaded_at DESC)`.execute(db);
  await sql`
    CREATE TABLE file_blobs (
      file_id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      bytes bytea NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX file_blobs_client ON file_blobs (client_id)`.execute(db);
}
