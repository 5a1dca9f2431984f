import { sql, type Kysely } from 'kysely';

/**
 * Messages: one conversation per client (issue 33), the projection of `MessagePosted`,
 * `ConversationRead` and `UnreadMailed`: the messages (in the order of the conversation's stream,
 * `seq`: two posted in the same millisecond keep their order), and per participant when they last read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_messages (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      author_id uuid NOT NULL,
      author_role text NOT NULL,
      text text NOT NULL,
      file_ids text[] NOT NULL DEFAULT '{}',
      posted_at timestamptz NOT NULL,
      seq integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX client_messages_client ON client_messages (client_id, seq)`.execute(db);
  await sql`CREATE INDEX client_messages_posted ON client_messages (posted_at)`.execute(db);
  await sql`
    CREATE TABLE conversation_reads (
      client_id uuid NOT NULL,
      reader_id uuid NOT NULL,
      read_seq integer NOT NULL DEFAULT 0,
      mailed_at timestamptz,
      PRIMARY KEY (client_id, reader_id)
    )`.execute(db);
}
