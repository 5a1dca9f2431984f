import { sql, type Kysely } from 'kysely';

/**
 * Failed attempts of the login's second step per account and per address (keys `mfa:account:…`,
 * `mfa:address:…`), counted in the database so that every instance sees one count and an attempt
 * is reserved atomically before its code is checked (security round three, M-1). A row lives one
 * window; expired rows are deleted as others are written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE auth_attempts (
      key text PRIMARY KEY,
      failures integer NOT NULL,
      window_ends timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX auth_attempts_window_ends ON auth_attempts (window_ends)`.execute(db);
}
