import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE meetings (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      partner_id uuid NOT NULL,
      user_package_id uuid NOT NULL,
      starts_at timestamptz NOT NULL,
      date text NOT NULL,
      time text NOT NULL,
      duration integer NOT NULL,
      hours numeric(6, 2) NOT NULL,
      platform text NOT NULL,
      link text,
      notes text,
      status text NOT NULL,
      partner_confirmed boolean NOT NULL DEFAULT false,
      summary text,
      completion_notes text,
      hours_used numeric(6, 2) NOT NULL DEFAULT 0,
      cancel_reason text,
      reminder_sent boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX meetings_client ON meetings (client_id, starts_at)`.execute(db);
  await sql`CREATE INDEX meetings_partner ON meetings (partner_id, starts_at)`.execute(db);
  await sql`CREATE INDEX meetings_due ON meetings (status, reminder_sent, starts_at)`.execute(db);
}
