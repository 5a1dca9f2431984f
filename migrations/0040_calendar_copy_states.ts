import { sql, type Kysely } from 'kysely';

/**
 * How the copies into each of an Accelerator's CalDAV calendars fare (issue 52): when one was last
 * written, the German error of the last refused or failed write, and since when the calendar refuses
 * (the coach is mailed once then). Written by the copy job beside the log, like `busy_source_reads`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE busy_source_copies (
      partner_id uuid NOT NULL,
      source_key text NOT NULL,
      copied_at timestamptz,
      error text,
      refused_since timestamptz,
      tried_at timestamptz NOT NULL,
      PRIMARY KEY (partner_id, source_key)
    )`.execute(db);
}
