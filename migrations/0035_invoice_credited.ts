import { sql, type Kysely } from 'kysely';

/**
 * Issue 31 item 6 (partial credit notes): what partial credit notes took off an invoice (gross
 * cents, `InvoicePartlyCredited`); it owes its gross less this, less what was paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE invoices ADD COLUMN credited_cents integer NOT NULL DEFAULT 0`.execute(db);
}
