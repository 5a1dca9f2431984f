import { sql, type Kysely } from 'kysely';

/**
 * Payment lines (issue 31): a line's kind (credit, reversal, return) and return reason, the invoices
 * a split proposal names, how a confirmed line was split, and a dismissed line's reason. Lines of
 * before are credits. The index serves the paged lists by status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payment_lines
      ADD COLUMN kind text NOT NULL DEFAULT 'credit',
      ADD COLUMN return_reason text,
      ADD COLUMN proposed_invoice_ids jsonb,
      ADD COLUMN allocations jsonb,
      ADD COLUMN dismissed_reason text,
      ADD COLUMN dismissed_at timestamptz,
      ADD COLUMN dismissed_by uuid`.execute(db);
}
