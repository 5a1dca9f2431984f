import { sql, type Kysely } from 'kysely';

/**
 * Issue 31 (payments by hand, undo, dunning levels): how a payment came and the admin's note; when,
 * how and why it was taken back (the row stays, DATEV books the reversal in its month); the dunning
 * level an invoice reached and its day; the firm's dunning schedule (DunningSettingsSet).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE invoice_payments
      ADD COLUMN method text,
      ADD COLUMN note text,
      ADD COLUMN undone_on text,
      ADD COLUMN undo_kind text,
      ADD COLUMN undo_reason text`.execute(db);
  await sql`CREATE INDEX invoice_payments_undone_on ON invoice_payments (undone_on, id) WHERE undone_on IS NOT NULL`.execute(
    db,
  );
  await sql`
    ALTER TABLE invoices
      ADD COLUMN dunning_level integer NOT NULL DEFAULT 0,
      ADD COLUMN dunned_on text`.execute(db);
  // Invoices reminded before: the one reminder was the first level.
  await sql`UPDATE invoices SET dunning_level = 1, dunned_on = reminded_on WHERE reminded_on IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE dunning_settings (
      id text PRIMARY KEY,
      schedule jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
}
