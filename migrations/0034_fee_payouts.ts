import { sql, type Kysely } from 'kysely';

/**
 * Payouts (issue 35 item 5): each payout of issued statements (one pain.001 file) and its transfers,
 * one per statement (a statement is paid out once), with the day the bank booked it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fee_payouts (
      id uuid PRIMARY KEY,
      message_id text NOT NULL,
      execution_date text NOT NULL,
      total_cents integer NOT NULL,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE fee_payout_items (
      statement_id uuid PRIMARY KEY,
      payout_id uuid NOT NULL,
      partner_id uuid NOT NULL,
      number text NOT NULL,
      amount_cents integer NOT NULL,
      paid_on text,
      bank_line_id text
    )`.execute(db);
  await sql`CREATE INDEX fee_payout_items_payout ON fee_payout_items (payout_id)`.execute(db);
}
