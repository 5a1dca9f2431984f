import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE package_templates (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      description text,
      price numeric(12, 2),
      total_hours integer NOT NULL,
      active boolean NOT NULL,
      is_preset boolean NOT NULL,
      preset_type text,
      partners jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE user_packages (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      package_id uuid NOT NULL,
      name text NOT NULL,
      description text,
      status text NOT NULL,
      price numeric(12, 2) NOT NULL,
      total_hours numeric(10, 2) NOT NULL,
      remaining_hours numeric(10, 2) NOT NULL,
      reserved_hours numeric(10, 2) NOT NULL DEFAULT 0,
      payment_reference text,
      notes text,
      validity_months integer NOT NULL,
      is_accepted boolean NOT NULL DEFAULT false,
      accepted_at timestamptz,
      decline_reason text,
      activated_at timestamptz,
      expires_at timestamptz,
      ended_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  // At most one pending package per client: the guard that makes concurrent offers collide.
  await sql`CREATE UNIQUE INDEX user_packages_one_pending ON user_packages (user_id) WHERE status IN ('pending_acceptance', 'pending_activation')`.execute(
    db,
  );
  await sql`CREATE INDEX user_packages_user ON user_packages (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX user_packages_status ON user_packages (status, expires_at)`.execute(db);
  await sql`
    CREATE TABLE package_allocations (
      user_package_id uuid NOT NULL,
      partner_id uuid NOT NULL,
      user_id uuid NOT NULL,
      total_hours numeric(10, 2) NOT NULL,
      reserved_hours numeric(10, 2) NOT NULL DEFAULT 0,
      consumed_hours numeric(10, 2) NOT NULL DEFAULT 0,
      version integer NOT NULL,
      PRIMARY KEY (user_package_id, partner_id)
    )`.execute(db);
  await sql`CREATE INDEX package_allocations_partner ON package_allocations (partner_id)`.execute(db);
}
