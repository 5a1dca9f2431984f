import { sql, type Kysely } from 'kysely';

/**
 * Two-factor sign-in as one policy for every instance (security round three): `mfa_policy` holds
 * the roles that must sign in with a second factor (the newest instance's `MFA_REQUIRED_ROLES`,
 * written at its start, read by all), and `sessions.second_factor` whether a session was opened
 * through the second step. A session without it is not renewed while its role requires one.
 * Existing sessions count as opened without it (the worst they do is end within 30 days).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN second_factor boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE TABLE mfa_policy (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      required_roles text[] NOT NULL,
      set_at timestamptz NOT NULL
    )`.execute(db);
}
