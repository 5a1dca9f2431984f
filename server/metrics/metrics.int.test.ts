import { sql } from 'kysely';
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../modules/identity';
import { BACKUP_MAGIC } from '../backup/status';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { PORTAL_VERSION } from '../version';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';
import { tempDir } from '../testing/temp-dir';
import { parseExposition, type Sample } from './exposition';

// GET /metrics as Prometheus reads it: the bearer token, the text format, and figures that agree
// with the database they describe.

const token = 'metrics-token-for-the-test-0123456789';
const backupDir = tempDir('portal-metrics-backups-');
const takenAt = new Date(Date.now() - 3 * 3600_000);
const backupFile = path.join(backupDir, 'portal-test.backup');
const header = { format: 1, takenAt: takenAt.toISOString(), version: '0.0.9', migrations: ['0000_baseline'] };
writeFileSync(
  backupFile,
  `${BACKUP_MAGIC} 1 ${JSON.stringify({ ...header, events: 42, lastPosition: 42, encryption: null })}\n${'x'.repeat(5000)}`,
);

const one = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  expect(found, `${name} ${JSON.stringify(labels)}`).toHaveLength(1);
  return found[0]!.value;
};

describe('GET /metrics with METRICS_TOKEN set', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ env: { METRICS_TOKEN: token, BACKUP_DIR: backupDir } });
    await registerUser(
      portal.runtime.ctx,
      {
        email: 'metrik@beispiel.de',
        password: 'Metrik-Passwort-1',
        name: 'Mia Metrik',
        role: 'user',
        acceptedTerms: LEGAL_VERSIONS,
      },
      {},
    );
  });
  afterAll(() => portal.close());

  const scrape = async () => {
    const res = await portal.call('GET', '/metrics', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('answers the text format with every family the README names', async () => {
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { types } = parseExposition(res.body);
    expect(Object.fromEntries([...types].filter(([name]) => name.startsWith('portal_')))).toEqual({
      portal_info: 'gauge',
      portal_http_requests_total: 'counter',
      portal_http_request_duration_seconds: 'histogram',
      portal_event_log_position: 'gauge',
      portal_realtime_lag_events: 'gauge',
      portal_realtime_lag_seconds: 'gauge',
      portal_jobs: 'gauge',
      portal_jobs_failed_7d: 'gauge',
      portal_mail_failures_total: 'counter',
      portal_db_pool_max: 'gauge',
      portal_db_pool_connections: 'gauge',
      portal_db_pool_idle: 'gauge',
      portal_db_pool_waiting: 'gauge',
      portal_backup_age_seconds: 'gauge',
      portal_backup_last_timestamp_seconds: 'gauge',
      portal_backup_last_size_bytes: 'gauge',
      portal_backups_kept: 'gauge',
      portal_backups_size_bytes: 'gauge',
    });
    expect(types.get('process_resident_memory_bytes')).toBe('gauge');
  });

  it('counts requests by route pattern and status class, never by the raw URL', async () => {
    await portal.call('GET', '/api/config');
    const id = '5f1c2a7e-0000-4000-8000-000000000001';
    expect((await portal.call('GET', `/api/users/${id}`)).statusCode).toBe(401);
    const { samples } = parseExposition((await scrape()).body);
    const counted = { name: 'portal_http_requests_total' };
    expect(one(samples, counted.name, { method: 'GET', route: '/api/config', status: '2xx' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(one(samples, counted.name, { method: 'GET', route: '/api/users/:id', status: '4xx' })).toBe(1);
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(id)))).toBe(false);
    const count = one(samples, 'portal_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/users/:id',
      status: '4xx',
    });
    expect(count).toBe(1);
  });

  it('is valid text format as a whole after requests of every kind, and no label names an id, an e-mail or a secret', async () => {
    const id = '5f1c2a7e-0000-4000-8000-000000000002';
    const urls = [
      `/api/users/${id}`,
      `/api/files/${id}`,
      '/api/gibt-es-nicht/metrik@beispiel.de',
      `/calendar/${'a1b2c3'.repeat(8)}.ics`,
      `/kunden/${id}?email=metrik@beispiel.de`,
      '/metrics',
    ];
    for (const url of urls) await portal.call('GET', url);
    await portal.call('POST', '/api/auth/login', {
      body: { username: 'metrik@beispiel.de', password: 'falsch-falsch' },
    });
    const { samples, types } = parseExposition((await scrape()).body);
    expect(types.size).toBeGreaterThan(20);
    const values = samples.flatMap((s) => Object.values(s.labels));
    expect(values.filter((v) => /[0-9a-f]{8}-[0-9a-f]{4}|@|a1b2c3a1b2c3|\?/i.test(v))).toEqual([]);
    // A route label is a declared pattern or 'unmatched': as many as the app has routes, never more.
    const routes = new Set(samples.flatMap((s) => (s.labels.route === undefined ? [] : [s.labels.route])));
    for (const route of routes) expect(route === 'unmatched' || route.startsWith('/'), route).toBe(true);
    expect(routes.has('unmatched')).toBe(true);
  });

  it('reads the log head and the follower’s lag from the database at scrape time', async () => {
    const { db } = portal.runtime.ctx;
    const head = async () =>
      Number((await sql<{ p: number }>`SELECT max(position) AS p FROM events`.execute(db)).rows[0]!.p);
    expect(await head()).toBeGreaterThan(0);
    await expect
      .poll(async () => one(parseExposition((await scrape()).body).samples, 'portal_realtime_lag_events'))
      .toBe(0);
    const { samples } = parseExposition((await scrape()).body);
    expect(one(samples, 'portal_event_log_position')).toBe(await head());
    expect(one(samples, 'portal_realtime_lag_seconds')).toBe(0);
  });

  it('shows the job queues, the pool, the backups and the version', async () => {
    const { boss } = portal.runtime;
    await boss.createQueue('metrik-test', { name: 'metrik-test', retryLimit: 0 });
    await boss.send('metrik-test', { egal: true });
    const failing = (await boss.send('metrik-test', { egal: true }, { retryLimit: 0 }))!;
    await boss.fail('metrik-test', failing, new Error('kaputt'));
    const { samples } = parseExposition((await scrape()).body);
    expect(one(samples, 'portal_jobs', { queue: 'metrik-test', state: 'queued' })).toBe(1);
    expect(one(samples, 'portal_jobs', { queue: 'metrik-test', state: 'failed' })).toBe(1);
    expect(one(samples, 'portal_jobs_failed_7d', { queue: 'metrik-test' })).toBe(1);
    expect(one(samples, 'portal_jobs', { queue: 'email', state: 'active' })).toBeGreaterThanOrEqual(0);
    expect(samples.some((s) => s.labels.queue?.startsWith('__pgboss'))).toBe(false);
    expect(one(samples, 'portal_mail_failures_total')).toBe(0);

    expect(one(samples, 'portal_db_pool_max')).toBe(10);
    expect(one(samples, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(one(samples, 'portal_db_pool_waiting')).toBe(0);

    expect(one(samples, 'portal_backups_kept')).toBe(1);
    expect(one(samples, 'portal_backup_last_size_bytes')).toBe(statSync(backupFile).size);
    expect(one(samples, 'portal_backup_last_timestamp_seconds')).toBe(takenAt.getTime() / 1000);
    const age = one(samples, 'portal_backup_age_seconds');
    expect(age).toBeGreaterThanOrEqual(3 * 3600);
    expect(age).toBeLessThan(3 * 3600 + 120);
    expect(one(samples, 'portal_info', { version: PORTAL_VERSION })).toBe(1);
  });

  it('refuses a missing or wrong token with 401', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: `Basic ${token}` },
    ];
    for (const headers of refused) {
      const res = await portal.call('GET', '/metrics', { headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('portal_');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal.close());

  it('is off: 404, with or without a token', async () => {
    for (const opts of [{}, { token }]) {
      const res = await portal.call('GET', '/metrics', opts);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('portal_');
    }
  });
});
