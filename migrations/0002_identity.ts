import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Read model, owned by identity's projection.
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      username text NOT NULL,
      email text NOT NULL,
      name text NOT NULL,
      company text,
      phone text,
      position text,
      role text NOT NULL CHECK (role IN ('admin', 'partner', 'user')),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email ON users (lower(email))`.execute(db);
  await sql`CREATE INDEX users_role ON users (role)`.execute(db);

  // Secrets, written beside the events in the same transaction, never in the log.
  await sql`
    CREATE TABLE user_credentials (
      user_id uuid PRIMARY KEY,
      password_hash text NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX sessions_user ON sessions (user_id)`.execute(db);
  await sql`
    CREATE TABLE password_reset_tokens (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id)`.execute(db);
}
