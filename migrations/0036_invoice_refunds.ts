import { sql, type Kysely } from 'kysely';

/**
 * Issue 31 item 6 (refunds): each refund booked on an invoice (`InvoiceRefundBooked`), its payee, the
 * transfer's end-to-end id and whether a bank statement showed it (`InvoiceRefundPaid`). The refund
 * also stands in `invoice_payments` as a negative row, so balances and DATEV follow it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE invoice_refunds (
      id uuid PRIMARY KEY,
      invoice_id uuid NOT NULL,
      client_id uuid NOT NULL,
      invoice_number text NOT NULL,
      amount_cents integer NOT NULL,
      reason text NOT NULL,
      payee_name text NOT NULL,
      payee_iban text NOT NULL,
      end_to_end_id text NOT NULL,
      booked_on text NOT NULL,
      paid_on text,
      bank_line_id text,
      recorded_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX invoice_refunds_invoice ON invoice_refunds (invoice_id)`.execute(db);
  // The statement upload looks for refunds still waiting for their debit.
  await sql`CREATE INDEX invoice_refunds_open ON invoice_refunds (end_to_end_id) WHERE paid_on IS NULL`.execute(db);
}
