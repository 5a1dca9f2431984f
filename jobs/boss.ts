import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import { createHash } from 'node:crypto';
import type { Tx } from '../server/db/kysely';
import type { EventStore, JobEnqueuer } from '../server/eventstore';
import type { MailMessage } from './mailer';

// invoiceMail: an issued invoice's PDF is rendered there, then mailed (modules/invoicing/documents/mailing.ts).
export const queues = { email: 'email', housekeeping: 'housekeeping', invoiceMail: 'invoice-mail' } as const;

/**
 * A stable job id (uuid-shaped) for the n-th job one event causes, e.g. one e-mail per recipient:
 * the same event and recipient always give the same id, so a job is never enqueued twice.
 */
export function jobIdFor(eventId: string, part: string): string {
  const h = createHash('sha256').update(`${eventId}:${part}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * pg-boss on the portal's own database (its tables live in the schema `pgboss`).
 * `expireSeconds`: how long a fetched job may stay active. pg-boss knows no owner of an active
 * job, so after a crash (SIGKILL, power loss) that job waits this long, plus up to one
 * maintenance interval, before any instance retries it: the delay of the e-mails a crash caught
 * mid-batch. Maintenance runs at least that often, so the delay stays at most twice the value.
 */
export async function startBoss(url: string, opts: { expireSeconds?: number } = {}): Promise<PgBoss> {
  const expireInSeconds = opts.expireSeconds ?? 900;
  const boss = new PgBoss({
    connectionString: url,
    max: 4,
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    migrate: true,
    expireInSeconds,
    maintenanceIntervalSeconds: Math.min(120, expireInSeconds),
  });
  boss.on('error', () => {});
  await boss.start();
  for (const q of Object.values(queues)) {
    if (!(await boss.getQueue(q)))
      await boss.createQueue(q, { name: q, retryLimit: 5, retryDelay: 5, retryBackoff: true });
  }
  return boss;
}

/**
 * Enqueues through the caller's transaction, so the jobs exist exactly when the events that
 * caused them do. The job id is derived from the causing event, so a retry never enqueues twice.
 */
export function transactionalEnqueuer(boss: PgBoss): JobEnqueuer {
  // One INSERT for all the jobs of a command (issue 36); the queue's retry settings apply as with `send`.
  return async (tx, jobs) => {
    await boss.insert(
      jobs.map((j) => ({ name: j.queue, data: j.data, id: j.jobId })),
      {
        db: { executeSql: async (text: string, values: unknown[]) => tx.executeQuery(CompiledQuery.raw(text, values)) },
      },
    );
  };
}

/** Queues the e-mails an event causes, in its append transaction: one job per recipient, never twice. */
export async function queueMails(
  store: EventStore,
  tx: Tx,
  eventId: string,
  mails: readonly MailMessage[],
): Promise<void> {
  for (const mail of mails) await store.enqueueJob(tx, queues.email, mail, jobIdFor(eventId, mail.to));
}
