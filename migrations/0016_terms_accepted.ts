import { sql, type Kysely } from 'kysely';

/**
 * Identity: the versions of the Nutzungsbedingungen and the Datenschutzerklärung a client last
 * accepted, and when (the projection of `TermsAccepted`); null for accounts that never did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN terms_version text,
      ADD COLUMN privacy_version text,
      ADD COLUMN terms_accepted_at timestamptz`.execute(db);
}
