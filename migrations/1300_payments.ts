import { sql, type Kysely } from 'kysely';

/** Bank statement lines (credits) with their proposed or confirmed invoice, and the payment settings (issue 18). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_lines (
      id uuid PRIMARY KEY,
      format text NOT NULL,
      account text,
      bank_reference text,
      booked_on text NOT NULL,
      value_on text,
      amount_cents integer NOT NULL,
      currency text NOT NULL,
      purpose text NOT NULL,
      counterparty_name text,
      counterparty_iban text,
      end_to_end_id text,
      invoice_id uuid,
      matched_by text,
      status text NOT NULL,
      confirmed_at timestamptz,
      confirmed_by uuid,
      imported_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX payment_lines_status ON payment_lines (status, booked_on DESC, id)`.execute(db);
  await sql`
    CREATE TABLE payment_settings (
      id text PRIMARY KEY,
      auto_activate boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
}
