import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Mailer } from '../../jobs/mailer';
import type { Db } from '../db/kysely';
import type { LogCheckpoint } from '../eventstore/types';
import { PORTAL_VERSION } from '../version';
import { backupMetrics } from './backup-metrics';
import { observeRequests } from './http-metrics';
import { countingMailFailures, jobMetrics } from './job-metrics';
import { logMetrics } from './log-metrics';
import { poolMetrics } from './pool-metrics';
import { registerMetricsRoute } from './route';

/** What the metrics read at scrape time; `follower` is the realtime follower's checkpoint once it runs. */
interface MetricSources {
  db: Db;
  pool: pg.Pool;
  backupDir: string;
  follower: () => LogCheckpoint | null;
}

export interface PortalMetrics {
  /** Adds the request counters and GET /metrics to the app (`token`: METRICS_TOKEN; unset: off). */
  register(app: FastifyInstance, token: string | undefined): void;
  /** The mailer, counting its failed sendings. */
  countingMailer(mailer: Mailer): Mailer;
}

/**
 * One instance's metrics in a registry of its own, not prom-client's global one: several app
 * instances in one process (the tests, the fault tests' two instances) must not share series.
 */
export function createMetrics(sources: MetricSources): PortalMetrics {
  const registry = new Registry();
  // The process's own figures (memory, event loop delay, handles) under their usual names.
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'portal_info',
    help: 'Version des Portals (immer 1)',
    labelNames: ['version'],
    registers: [registry],
  }).set({ version: PORTAL_VERSION }, 1);
  // The pool first: a scrape collects in this order, and the pool is read before the scrape's own
  // queries below take connections from it.
  poolMetrics(registry, sources.pool);
  logMetrics(registry, sources.db, sources.follower);
  jobMetrics(registry, sources.db);
  backupMetrics(registry, sources.backupDir);
  return {
    register(app, token) {
      observeRequests(app, registry);
      registerMetricsRoute(app, registry, token);
    },
    countingMailer: (mailer) => countingMailFailures(registry, mailer),
  };
}
