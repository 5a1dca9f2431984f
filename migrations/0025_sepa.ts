import { sql, type Kysely } from 'kysely';

/**
 * SEPA direct debit (issue 31, item 4): the projections of `MandateGranted`/`MandateRevoked`
 * (a client's mandates; the active one per client is the one not revoked) and of
 * `CollectionCreated`/`CollectionReturned` (the firm's collections and their debits). An invoice is
 * in at most one collection at a time (its return frees it): the partial unique index says so too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sepa_mandates (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      reference text NOT NULL UNIQUE,
      iban text,
      account_holder text,
      creditor_name text NOT NULL,
      creditor_id text NOT NULL,
      text text NOT NULL,
      signed_on text NOT NULL,
      granted_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoke_reason text,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX sepa_mandates_active ON sepa_mandates (client_id) WHERE revoked_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE sepa_collections (
      id uuid PRIMARY KEY,
      due_until text NOT NULL,
      creditor jsonb NOT NULL,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE sepa_collection_items (
      collection_id uuid NOT NULL,
      invoice_id uuid NOT NULL,
      invoice_number text NOT NULL,
      client_id uuid NOT NULL,
      mandate_id uuid NOT NULL,
      mandate_reference text NOT NULL,
      mandate_signed_on text NOT NULL,
      amount_cents integer NOT NULL,
      collection_date text NOT NULL,
      remittance text NOT NULL,
      return_reason text,
      returned_at timestamptz,
      PRIMARY KEY (collection_id, invoice_id)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX sepa_items_invoice_pending ON sepa_collection_items (invoice_id) WHERE return_reason IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX sepa_items_client ON sepa_collection_items (client_id)`.execute(db);
}
