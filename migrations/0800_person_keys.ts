import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Crypto-shredding: personal data in events is encrypted with its person's key; deleting the key
  // erases the data everywhere the log holds it. Never rebuilt by replay, never exported.
  await sql`
    CREATE TABLE person_keys (
      subject_id text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('personal', 'contract')),
      key bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      shred_after timestamptz,
      PRIMARY KEY (subject_id, purpose)
    )`.execute(db);
  // Erased accounts replay with the e-mail 'gelöscht'; several may exist at once.
  await sql`DROP INDEX IF EXISTS users_email`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email ON users (lower(email)) WHERE email <> 'gelöscht'`.execute(db);
  await sql`DROP INDEX IF EXISTS users_username`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username ON users (lower(username)) WHERE username <> 'gelöscht'`.execute(db);
}
