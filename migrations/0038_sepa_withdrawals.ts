import { sql, type Kysely } from 'kysely';

/**
 * A SEPA collection's file marked as handed to the bank, and one debit withdrawn from a collection
 * not yet handed over (modules/sepa/README.md, 'A debit withdrawn'). A withdrawn debit frees its
 * invoice like a returned one, so the index that allows one pending debit per invoice leaves both out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sepa_collections ADD COLUMN handed_over_at timestamptz, ADD COLUMN handed_over_by uuid`.execute(
    db,
  );
  await sql`ALTER TABLE sepa_collection_items ADD COLUMN withdraw_reason text, ADD COLUMN withdrawn_at timestamptz`.execute(
    db,
  );
  await sql`DROP INDEX sepa_items_invoice_pending`.execute(db);
  await sql`CREATE UNIQUE INDEX sepa_items_invoice_pending ON sepa_collection_items (invoice_id) WHERE return_reason IS NULL AND withdrawn_at IS NULL`.execute(
    db,
  );
}
