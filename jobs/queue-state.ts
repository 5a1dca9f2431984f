import { sql } from 'kysely';
import type { Db } from '../server/db/kysely';

// What the job queues hold, for the metrics and the admin's system page. Read from pg-boss's own
// tables: its API counts one queue and one state range per call, this is one query for all.

/** pg-boss's internal queues (`__pgboss__…`) are its business, not the operator's. */
const own = (column: string) => sql<boolean>`${sql.ref(column)} NOT LIKE '\\_\\_pgboss%'`;

interface QueueDepth {
  queue: string;
  /** Waiting to run, including retries waiting for their delay. */
  queued: number;
  active: number;
  /** Failed and not yet archived (pg-boss archives after 12 hours). */
  failed: number;
}

export async function queueDepths(db: Db): Promise<QueueDepth[]> {
  const r = await sql<QueueDepth>`
    SELECT q.name AS queue,
      count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS queued,
      count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
      count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed
    FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name
    WHERE ${own('q.name')}
    GROUP BY q.name ORDER BY q.name`.execute(db);
  return r.rows;
}

interface QueueFailures {
  queue: string;
  count: number;
  lastFailedAt: Date;
  /** The newest failure's message, shortened (see shortError); never the job's data. */
  lastError: string | null;
}

/** Jobs that failed for good (a thrown error's message, or pg-boss's own for a timeout, under `value`) in the last `days` days, per queue, archived ones included. */
export async function failedJobs(db: Db, days = 7): Promise<QueueFailures[]> {
  const since = sql`now() - make_interval(days => ${days})`;
  const r = await sql<{ queue: string; count: number; last_failed_at: Date; message: string | null }>`
    WITH failed AS (
      SELECT name, completed_on, output FROM pgboss.job
      WHERE state = 'failed' AND completed_on >= ${since} AND ${own('name')}
      UNION ALL
      SELECT name, completed_on, output FROM pgboss.archive
      WHERE state = 'failed' AND completed_on >= ${since} AND ${own('name')}
    )
    SELECT DISTINCT ON (name) name AS queue, (count(*) OVER (PARTITION BY name))::int AS count,
      completed_on AS last_failed_at,
      coalesce(output->>'message', output#>>'{value,message}') AS message
    FROM failed ORDER BY name, completed_on DESC`.execute(db);
  return r.rows.map((row) => ({
    queue: row.queue,
    count: row.count,
    lastFailedAt: row.last_failed_at,
    lastError: row.message === null ? null : shortError(row.message),
  }));
}

/**
 * An error's first line, at most 200 characters, with e-mail addresses masked: an SMTP refusal
 * names its recipient, and the system page is no place for a client's address.
 */
export function shortError(message: string): string {
  const line = (message.split('\n')[0] ?? '').replace(/[^\s<>"'()]+@[^\s<>"'()]+/g, '…@…').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
