import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_packages ADD COLUMN rating integer, ADD COLUMN rating_comment text`.execute(db);
}
