import { sql, type Kysely } from 'kysely';

/**
 * The set-off a payment row belongs to (modules/invoicing/README.md, 'Taking a set-off back'): the
 * credit's negative row and the payment it made on the other invoice, so the payments list offers
 * to take the set-off back as one. Rows before stay null (replay fills what the log says).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE invoice_payments ADD COLUMN set_off_id uuid`.execute(db);
}
