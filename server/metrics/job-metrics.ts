import { Counter, Gauge, type Registry } from 'prom-client';
import { failedJobs, queueDepths } from '../../jobs/queue-state';
import type { Mailer } from '../../jobs/mailer';
import type { Db } from '../db/kysely';
import { emptyOnFailure } from './scrape';

/** pg-boss queue depths by state, and the jobs that failed for good in the last 7 days. */
export function jobMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: 'portal_jobs',
    help: 'Aufträge je Warteschlange und Zustand (queued, active, failed: noch nicht archiviert)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      await emptyOnFailure(this, async () => {
        const depths = await queueDepths(db);
        this.reset();
        for (const d of depths) {
          this.set({ queue: d.queue, state: 'queued' }, d.queued);
          this.set({ queue: d.queue, state: 'active' }, d.active);
          this.set({ queue: d.queue, state: 'failed' }, d.failed);
        }
      });
    },
  });
  new Gauge({
    name: 'portal_jobs_failed_7d',
    help: 'Endgültig fehlgeschlagene Aufträge der letzten 7 Tage je Warteschlange',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      await emptyOnFailure(this, async () => {
        const failed = await failedJobs(db, 7);
        this.reset();
        for (const f of failed) this.set({ queue: f.queue }, f.count);
      });
    },
  });
}

/**
 * Counts every refused or failed sending of an e-mail (each try of a retried job counts): the
 * mailer is wrapped rather than the worker changed, since the mailer is where a sending fails.
 */
export function countingMailFailures(registry: Registry, mailer: Mailer): Mailer {
  const failures = new Counter({
    name: 'portal_mail_failures_total',
    help: 'Fehlgeschlagene Zustellversuche von E-Mails',
    registers: [registry],
  });
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        failures.inc();
        throw err;
      }
    },
    close: () => mailer.close(),
  };
}
