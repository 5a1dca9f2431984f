import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE partner_availability (
      partner_id uuid PRIMARY KEY,
      availability jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE scheduling_policy (
      id text PRIMARY KEY,
      cancellation_notice_hours integer NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
}
