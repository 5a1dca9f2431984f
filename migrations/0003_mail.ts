import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per e-mail job that went out: a job run twice (at-least-once) sends once.
  await sql`
    CREATE TABLE mail_log (
      job_key text PRIMARY KEY,
      recipient text NOT NULL,
      subject text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
