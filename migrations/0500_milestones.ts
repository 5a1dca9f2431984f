import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE milestone_template (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      description text,
      position integer NOT NULL,
      requires_partner boolean NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE client_milestones (
      client_id uuid NOT NULL,
      id uuid NOT NULL,
      user_package_id uuid NOT NULL,
      name text NOT NULL,
      description text,
      position integer NOT NULL,
      requires_partner boolean NOT NULL,
      completed boolean NOT NULL DEFAULT false,
      completed_at timestamptz,
      completed_by uuid,
      notes text,
      version integer NOT NULL,
      PRIMARY KEY (client_id, id)
    )`.execute(db);
}
