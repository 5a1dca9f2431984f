import { sql, type Kysely } from 'kysely';

// Two-factor sign-in (issue 16). Secrets, written beside identity's MFA events in the same
// transaction, never in the log and never rebuilt by replay (like user_credentials).
export async function up(db: Kysely<unknown>): Promise<void> {
  // One TOTP secret per account: pending while enabled_at is NULL (the QR code was shown, no code
  // confirmed yet). last_step is the last 30-second step accepted, so a code works once.
  await sql`
    CREATE TABLE user_mfa (
      user_id uuid PRIMARY KEY,
      secret text NOT NULL,
      enabled_at timestamptz,
      last_step bigint,
      created_at timestamptz NOT NULL
    )`.execute(db);
  // Recovery codes: argon2id hashes (they carry fewer than 112 bits), each usable once.
  await sql`
    CREATE TABLE mfa_recovery_codes (
      id serial PRIMARY KEY,
      user_id uuid NOT NULL,
      code_hash text NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX mfa_recovery_codes_user ON mfa_recovery_codes (user_id)`.execute(db);
  // The password step passed, the second is open: a short-lived token (its SHA-256 stored), no session yet.
  await sql`
    CREATE TABLE mfa_challenges (
      id text PRIMARY KEY,
      user_id uuid NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('verify', 'enrol')),
      expires_at timestamptz NOT NULL,
      failures integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`CREATE INDEX mfa_challenges_user ON mfa_challenges (user_id)`.execute(db);
}
