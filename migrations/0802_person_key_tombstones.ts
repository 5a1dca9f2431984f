import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A shredded key leaves its row with `key` NULL: an erased subject must never get a fresh key,
  // or events written about them later would be read with the wrong one.
  await sql`ALTER TABLE person_keys ALTER COLUMN key DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE person_keys ADD COLUMN erased_at timestamptz`.execute(db);
}
