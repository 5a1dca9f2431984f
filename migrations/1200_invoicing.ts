import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE firm_data (
      id text PRIMARY KEY,
      firm jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE billing_addresses (
      client_id uuid PRIMARY KEY,
      address jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE invoices (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      user_package_id uuid NOT NULL,
      kind text NOT NULL,
      status text NOT NULL,
      number text,
      year integer,
      sequence integer,
      issued_on text,
      due_on text,
      gross_cents integer NOT NULL,
      service jsonb NOT NULL,
      missing jsonb NOT NULL,
      document jsonb,
      corrects_invoice_id uuid,
      credit_note_id uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX invoices_client ON invoices (client_id, created_at)`.execute(db);
  // One invoice per package (a package accepted and then activated is invoiced once), and one
  // invoice per number of a year: a second would fail its transaction, which then re-runs.
  await sql`CREATE UNIQUE INDEX invoices_package ON invoices (user_package_id) WHERE kind = 'invoice'`.execute(db);
  await sql`CREATE UNIQUE INDEX invoices_number ON invoices (year, sequence) WHERE sequence IS NOT NULL`.execute(db);
}
