import type PgBoss from 'pg-boss';
import { sql } from 'kysely';
import type { Db } from '../server/db/kysely';
import type { JobEnqueuer } from '../server/eventstore';
import { queues } from './boss';
import type { Mailer, MailMessage } from './mailer';

/**
 * Sends queued e-mails. A job may run more than once (pg-boss delivers at least once); the
 * mail_log row written after sending makes a second run a no-op. Sent jobs are deleted at once:
 * their content is personal data with no use after sending.
 *
 * Exactly once holds except in one window: the SMTP server has accepted a mail and the process
 * dies (SIGKILL, power loss, database gone) before the mail_log row is written. The retry then
 * sends it again, with the same Message-ID (the job id, derived from the causing event), so a
 * mailbox that collapses duplicates by Message-ID shows it once. Writing a 'sending' row first
 * would not close the window, only turn it around: a crash after that row and before the SMTP
 * accept would lose the mail, and a lost password-reset or meeting mail is worse than a second
 * copy. server/faults/crash.int.test.ts kills the server under load and checks that nothing but
 * mails in exactly this window arrive twice.
 */
export async function startEmailWorker(boss: PgBoss, db: Db, mailer: Mailer): Promise<string> {
  // pg-boss waits the polling interval between fetches, so a batch keeps a burst of mails moving.
  return boss.work<MailMessage>(queues.email, { batchSize: 25, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    let failed: unknown = null;
    for (const job of jobs) {
      try {
        await sendOnce(db, mailer, job.id, job.data);
        // A sent mail's text (names, links) need not wait in the queue's archive for days.
        await boss.deleteJob(queues.email, job.id);
      } catch (err) {
        failed = err;
      }
    }
    // The batch is retried as a whole; mails already sent are skipped by mail_log.
    if (failed) throw failed;
  });
}

/**
 * Sends one job's mail unless mail_log has it. The check, the send and the mail_log row share a
 * transaction that holds an advisory lock on the job: a second run of the same job at the same
 * time (its expiry passed while the first still sends, or two instances) waits and then finds
 * the row, instead of both checking first and both sending. A crash before COMMIT rolls the row
 * back, so the mail is sent again: the one window described above, no wider.
 */
export async function sendOnce(db: Db, mailer: Mailer, jobId: string, mail: MailMessage): Promise<void> {
  const key = `${queues.email}:${jobId}`;
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
    const done = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_log WHERE job_key = ${key}`.execute(tx);
    if ((done.rows[0]?.n ?? 0) > 0) return;
    await mailer.send({ ...mail, messageId: `<${jobId}@coaching-portal>` });
    await sql`INSERT INTO mail_log (job_key) VALUES (${key}) ON CONFLICT DO NOTHING`.execute(tx);
  });
}

/**
 * A maximum age for e-mails: a mail job (an e-mail, or an invoice mail whose worker would render the
 * PDF) queued while the portal's clock lies more than `ms` behind the real time is not queued at all
 * (a count logged). Only a seeded story sets it (`RuntimeOptions.mailMaxAgeMs`): its clock runs
 * through years in seconds, and a mail about a meeting long past is no news to anyone; the story's
 * last day is delivered. Dropped here rather than by the worker, so seeding renders no PDF and
 * queues no job nobody will send (issue 36 item 4). Without it, every mail is sent however late.
 */
interface MailMaxAge {
  ms: number;
  log: (line: string) => void;
}

const mailQueues: ReadonlySet<string> = new Set([queues.email, queues.invoiceMail]);

export function dropStaleMails(enqueue: JobEnqueuer, now: () => Date, maxAge: MailMaxAge): JobEnqueuer {
  const stale = staleMailLog(maxAge);
  return async (tx, jobs) => {
    const late = Date.now() - now().getTime() > maxAge.ms;
    const kept = late ? jobs.filter((j) => !mailQueues.has(j.queue)) : jobs;
    // Counted here, before the commit: a command run again after a conflict counts its mails again (a log line only).
    if (kept.length < jobs.length) stale(jobs.length - kept.length);
    if (kept.length > 0) await enqueue(tx, kept);
  };
}

/** One log line per burst of dropped mails (5 s after the last), not one per batch. */
function staleMailLog({ ms, log }: MailMaxAge): (n: number) => void {
  let pending = 0;
  let timer: NodeJS.Timeout | null = null;
  return (n) => {
    pending += n;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      log(`${pending} E-Mails nicht zugestellt: ihr Anlass lag mehr als ${Math.round(ms / 3_600_000)} Stunden zurück.`);
      pending = 0;
      timer = null;
    }, 5000).unref();
  };
}
