import { sql, type Kysely } from 'kysely';

/**
 * Fees (issue 35): the Acceleratoren's fee terms by start month, their billing data, the monthly
 * statements and their lines (the projections of the fees module's events).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fee_terms (
      partner_id uuid NOT NULL,
      valid_from text NOT NULL,
      terms jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (partner_id, valid_from)
    )`.execute(db);
  await sql`
    CREATE TABLE fee_billing (
      partner_id uuid PRIMARY KEY,
      billing jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE fee_statements (
      id uuid PRIMARY KEY,
      partner_id uuid NOT NULL,
      month text NOT NULL,
      status text NOT NULL,
      number text,
      hundredths integer NOT NULL,
      net_cents integer NOT NULL,
      vat_cents integer,
      gross_cents integer,
      tax jsonb,
      drafted_at timestamptz NOT NULL,
      issued_at timestamptz,
      version integer NOT NULL,
      UNIQUE (partner_id, month)
    )`.execute(db);
  await sql`
    CREATE TABLE fee_statement_lines (
      statement_id uuid NOT NULL,
      line_id text NOT NULL,
      meeting_id uuid NOT NULL,
      partner_id uuid NOT NULL,
      line jsonb NOT NULL,
      removed boolean NOT NULL DEFAULT false,
      dispute_reason text,
      dispute_resolved boolean NOT NULL DEFAULT false,
      dispute_note text,
      PRIMARY KEY (statement_id, line_id)
    )`.execute(db);
  await sql`CREATE INDEX fee_statement_lines_meeting ON fee_statement_lines (meeting_id)`.execute(db);
}
