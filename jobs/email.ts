import type PgBoss from 'pg-boss';
import { sql } from 'kysely';
import type { Db } from '../server/db/kysely';
import { queues } from './boss';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends queued e-mails. A job may run more than once (pg-boss delivers at least once); the
 * mail_log row written after sending makes a second run a no-op.
 */
export async function startEmailWorker(boss: PgBoss, db: Db, mailer: Mailer): Promise<string> {
  return boss.work<MailMessage>(queues.email, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) {
      const key = `${queues.email}:${job.id}`;
      const done = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_log WHERE job_key = ${key}`.execute(db);
      if ((done.rows[0]?.n ?? 0) > 0) continue;
      await mailer.send({ ...job.data, messageId: `<${job.id}@coaching-portal>` });
      await sql`INSERT INTO mail_log (job_key, recipient, subject) VALUES (${key}, ${job.data.to}, ${job.data.subject}) ON CONFLICT DO NOTHING`.execute(db);
    }
  });
}
