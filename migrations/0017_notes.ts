import { sql, type Kysely } from 'kysely';

/**
 * Notes: a client's notes between sessions (issue 33), the projection of `NoteWritten`, `NoteEdited`
 * and `NoteDeleted`. Read per client, newest first; a meeting's notes by its id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_notes (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      author_id uuid NOT NULL,
      author_role text NOT NULL,
      meeting_id uuid,
      visibility text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX client_notes_client ON client_notes (client_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX client_notes_meeting ON client_notes (meeting_id) WHERE meeting_id IS NOT NULL`.execute(db);
}
