import { sql, type Kysely } from 'kysely';

/**
 * An Accelerator's own calendars (issue 34 items 1 and 2). `busy_sources` is the read table of
 * `BusySourcesSet`; the others are written by the jobs beside the log and rebuilt by them:
 * what each calendar answered last (`busy_source_reads`, with its ETag for the conditional GET),
 * the busy stretches read (`busy_times`), and where a meeting's copy lies in the coach's CalDAV
 * calendar (`meeting_calendar_copies`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE busy_sources (
      partner_id uuid PRIMARY KEY,
      sources jsonb NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE busy_source_reads (
      partner_id uuid NOT NULL,
      source_key text NOT NULL,
      last_read_at timestamptz,
      last_error text,
      etag text,
      last_modified text,
      tried_at timestamptz NOT NULL,
      PRIMARY KEY (partner_id, source_key)
    )`.execute(db);
  await sql`
    CREATE TABLE busy_times (
      partner_id uuid NOT NULL,
      source_key text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX busy_times_partner ON busy_times (partner_id, starts_at)`.execute(db);
  await sql`
    CREATE TABLE meeting_calendar_copies (
      meeting_id uuid PRIMARY KEY,
      partner_id uuid NOT NULL,
      url text NOT NULL,
      copied_at timestamptz NOT NULL
    )`.execute(db);
}
