import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Read model, owned by the partners module's projection: one profile per partner account.
  await sql`
    CREATE TABLE partner_profiles (
      user_id uuid PRIMARY KEY,
      specialty text NOT NULL,
      location text,
      phone text,
      linkedin text,
      calendly_link text,
      hourly_rate numeric(12, 2),
      available_hours numeric(12, 2),
      active boolean NOT NULL DEFAULT true,
      bio text,
      expertise jsonb NOT NULL DEFAULT '[]',
      client_references jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX partner_profiles_specialty ON partner_profiles (specialty)`.execute(db);
}
