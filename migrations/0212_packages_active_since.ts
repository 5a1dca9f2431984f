import { sql, type Kysely } from 'kysely';

/** The admin's 'first week' list reads the packages activated in the last days through this, not every open one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX user_packages_active_since ON user_packages (activated_at) WHERE status = 'active'`.execute(
    db,
  );
}
