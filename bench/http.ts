import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type autocannon from 'autocannon';
import type { AppContext } from '../server/context';
import type { Firm, Client } from './fixtures';
import { requestsPerSecond, runLoad } from './load';
import { fmt, type BenchResult, type Mode } from './report';
import type { BenchPortal } from './setup';

const BASELINE_ROUTE = '/api/bench/select-1';

/**
 * The baseline: the same Fastify app, hooks and pool, but a handler doing one `SELECT 1` and no
 * session. What a real route achieves relative to it is the cost of its auth and queries, on
 * this machine, independent of how fast the machine is.
 */
export function registerBaselineRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(BASELINE_ROUTE, { config: { access: 'public' } }, async () => {
    await sql`SELECT 1`.execute(ctx.db);
    return { ok: true };
  });
}

const TARGET = 0.6;

async function measure(
  portal: BenchPortal,
  path: string,
  token: string | null,
  seconds: number,
): Promise<autocannon.Result> {
  const r = await runLoad({
    url: portal.baseUrl + path,
    connections: 10,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // A benchmark of failing requests measures nothing: error pages are fast.
  if (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0) {
    throw new Error(`GET ${path}: ${r.errors} Fehler, ${r.timeouts} Timeouts, ${r.non2xx} Nicht-2xx-Antworten`);
  }
  return r;
}

export async function benchHttp(portal: BenchPortal, firm: Firm, client: Client, mode: Mode): Promise<BenchResult[]> {
  const seconds = mode === 'full' ? 10 : 2;
  // Warm-up: JIT, pool connections, Postgres plan caches.
  await measure(portal, BASELINE_ROUTE, null, 1);
  await measure(portal, '/api/packages/stats', firm.admin.token, 1);
  const targets = [
    { name: 'GET /api/auth/me (client)', path: '/api/auth/me', token: client.token },
    { name: 'GET /api/meetings/mine (client with meetings)', path: '/api/meetings/mine', token: client.token },
    { name: 'GET /api/packages/stats (admin)', path: '/api/packages/stats', token: firm.admin.token },
  ];
  // The baseline is measured before and after the routes; their mean absorbs drift (thermal, GC).
  const before = await measure(portal, BASELINE_ROUTE, null, seconds);
  const measured = [];
  for (const t of targets) measured.push({ ...t, r: await measure(portal, t.path, t.token, seconds) });
  const after = await measure(portal, BASELINE_ROUTE, null, seconds);
  const baseline = (requestsPerSecond(before) + requestsPerSecond(after)) / 2;
  const baseLine = `baseline GET ${BASELINE_ROUTE}: ${fmt(baseline)} req/s, p99 ${fmt(Math.max(before.latency.p99, after.latency.p99))} ms`;
  return measured.map(({ name, r }) => {
    const ratio = requestsPerSecond(r) / baseline;
    return {
      name: `HTTP ${name}`,
      ratio,
      baseline: 'SELECT 1 route, same app and database',
      target: `>= ${TARGET}`,
      met: ratio >= TARGET,
      details: [
        `${fmt(requestsPerSecond(r))} req/s, latency p50 ${fmt(r.latency.p50)} ms, p99 ${fmt(r.latency.p99)} ms (10 connections, ${seconds} s, ${r.requests.total} requests)`,
        baseLine,
      ],
    };
  });
}
