import { sql } from 'kysely';
import { completeMeeting, planMeeting, type Client, type Firm } from './fixtures';
import { fmt, type BenchResult, type Mode } from './report';
import type { BenchPortal } from './setup';

const TARGET = 0.3;
const WORKERS = 4;

/** Runs `step` in `workers` parallel loops for `seconds`; returns completed steps per second. */
async function rate(
  workers: number,
  seconds: number,
  step: (worker: number) => Promise<void>,
): Promise<{ perSecond: number; count: number }> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let count = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < until) {
        await step(w);
        count++;
      }
    }),
  );
  return { perSecond: (count / (performance.now() - started)) * 1000, count };
}

/**
 * Plan + complete meeting pairs per second through HTTP (the partner's real calls: validation,
 * session, load-decide-append, projections, mail jobs), against bare one-row insert transactions
 * on a bench-only table with the same parallelism. Each worker has its own client, so the
 * package's stream lock does not serialise the workers.
 */
export async function benchCommands(
  portal: BenchPortal,
  firm: Firm,
  clients: Client[],
  mode: Mode,
): Promise<BenchResult> {
  const seconds = mode === 'full' ? 15 : 3;
  const db = portal.ctx.db;
  await sql`CREATE TABLE IF NOT EXISTS bench_rows (id bigserial PRIMARY KEY, payload text NOT NULL, at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const insert = () =>
    db
      .transaction()
      .execute((tx) => sql`INSERT INTO bench_rows (payload) VALUES (${'x'.repeat(64)})`.execute(tx))
      .then(() => {});
  const pair = async (w: number) => {
    const partner = firm.partners[w % firm.partners.length]!;
    const id = await planMeeting(portal, partner, clients[w]!);
    await completeMeeting(portal, partner, id);
  };
  // Warm-up of both paths.
  await rate(WORKERS, 0.5, () => insert());
  await rate(WORKERS, 0.5, pair);
  const baseline = await rate(WORKERS, seconds, () => insert());
  const pairs = await rate(WORKERS, seconds, pair);
  const ratio = pairs.perSecond / baseline.perSecond;
  await sql`DROP TABLE bench_rows`.execute(db);
  return {
    name: 'Commands: plan + complete meeting pairs',
    ratio,
    baseline: 'one-row INSERT transactions, same database and parallelism',
    target: `>= ${TARGET}`,
    met: ratio >= TARGET,
    details: [
      `${fmt(pairs.perSecond, 1)} pairs/s (${pairs.count} pairs, ${WORKERS} parallel partners, ${seconds} s, via HTTP)`,
      `baseline ${fmt(baseline.perSecond)} insert transactions/s (${baseline.count})`,
    ],
  };
}

export const COMMAND_WORKERS = WORKERS;
