import { sql, type Kysely } from 'kysely';

/**
 * Issue 31 item 6 (partial credit notes): what partial credit notes took off an invoice (gross
 * cents, `InvoicePartlyCredited`); it owes its gross less this, less what was paid.
 * Issue 31 item 1: statement imports run as a job; `statement_imports` is each import's progress
 * and its result (the file itself waits in `file_blobs` until the job has read it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE invoices ADD COLUMN credited_cents integer NOT NULL DEFAULT 0`.execute(db);
  await sql`
    CREATE TABLE statement_imports (
      id uuid PRIMARY KEY,
      status text NOT NULL,
      total_lines integer,
      done_lines integer NOT NULL DEFAULT 0,
      result jsonb,
      message text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
}
