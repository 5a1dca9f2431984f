import { sql, type Kysely } from 'kysely';

// Calendar feeds (issue 19 item 6): one row per person who ever had a feed, rebuilt from the log by
// replay. The secret address holds a random token; the row (and the log) keeps only its SHA-256.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE calendar_feeds (
      user_id uuid PRIMARY KEY,
      token_hash text,
      created_at timestamptz,
      version integer NOT NULL
    )`.execute(db);
  // The public feed finds its person by the token's hash: unique, and only live feeds are indexed.
  await sql`CREATE UNIQUE INDEX calendar_feeds_token_hash ON calendar_feeds (token_hash) WHERE token_hash IS NOT NULL`.execute(
    db,
  );
}
