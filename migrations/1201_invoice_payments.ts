import { sql, type Kysely } from 'kysely';

/** What was paid on an invoice and whether it was reminded (issue 18: payments and dunning). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE invoices ADD COLUMN paid_cents integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE invoices ADD COLUMN paid_on text`.execute(db);
  await sql`ALTER TABLE invoices ADD COLUMN reminded_on text`.execute(db);
  // Each payment confirmed on an invoice (event InvoicePaymentRecorded on the invoice's stream).
  await sql`
    CREATE TABLE invoice_payments (
      id uuid PRIMARY KEY,
      invoice_id uuid NOT NULL,
      client_id uuid NOT NULL,
      amount_cents integer NOT NULL,
      booked_on text NOT NULL,
      source text NOT NULL,
      reference text,
      statement_line_id uuid,
      recorded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX invoice_payments_invoice ON invoice_payments (invoice_id)`.execute(db);
  await sql`CREATE INDEX invoice_payments_booked_on ON invoice_payments (booked_on, id)`.execute(db);
  // The admin's lists: open and overdue invoices by due date, a month's invoices by date.
  await sql`CREATE INDEX invoices_open ON invoices (due_on) WHERE status = 'issued' AND kind = 'invoice'`.execute(db);
  await sql`CREATE INDEX invoices_issued_on ON invoices (issued_on, id)`.execute(db);
}
