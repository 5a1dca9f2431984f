import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import type { Runtime } from '../runtime';
import { CLIENT_PASSWORD, registeredClient } from '../testing/demo-portal';
import { callsInto, listeningRuntimes } from '../testing/harness';
import { baseUrlOf, pushListeners } from '../testing/pushes';
import { until } from '../testing/until';
import { freePort } from '../db/free-port';

// PostgreSQL goes away under a running app and comes back: health must say so while it is gone
// and recover on its own, and realtime pushes must flow again (the subscriber re-LISTENs, the
// pool replaces its dead connections). This file runs its own PostgreSQL, so stopping it does
// not disturb the shared test database of global-setup.

let dir: string;
let port: number;
let pg: EmbeddedDatabase | null = null;
let instances: Awaited<ReturnType<typeof listeningRuntimes>> | undefined;
let runtime: Runtime;
let base: string;
const listeners = pushListeners();

const startPostgres = async () => {
  pg = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, persistent: true });
  return pg.url;
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-restart-'));
  fs.chmodSync(dir, 0o755);
  port = await freePort();
  instances = await listeningRuntimes(await startPostgres(), 1, {}, { DATA_DIR: dir });
  runtime = instances.runtimes[0]!;
  base = baseUrlOf(runtime.app);
}, 120_000);

afterAll(async () => {
  listeners.closeAll();
  await instances?.close();
  await pg?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token?: string) =>
  callsInto(runtime)(method, url, { body, token });

describe('database restart under a running app', () => {
  it('health reports the outage, recovers, and pushes reach the socket again', async () => {
    await registeredClient(runtime.ctx, { email: 'neustart@beispiel.de', name: 'Neu Start' });
    const token = (
      await call('POST', '/api/auth/login', { username: 'neustart@beispiel.de', password: CLIENT_PASSWORD })
    ).json().token as string;
    // The browser's socket reconnects on its own; the server side stays up throughout anyway.
    const pushes = await listeners.open(base, { token, reconnect: true });
    const pushedAfter = (n: number) =>
      until('Push', async () => (pushes.length > n ? pushes.at(-1) : undefined), 15_000);

    const ok = await call('GET', '/api/health');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok', realtime: 'ok' });
    expect((await call('PUT', '/api/users/profile', { company: 'Vorher GmbH' }, token)).statusCode).toBe(200);
    await pushedAfter(0);

    await pg!.stop();
    const down = await call('GET', '/api/health');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'degraded', database: 'down' });
    // The subscriber noticed its LISTEN connection is gone.
    await until(
      'realtime meldet reconnecting',
      async () => ((await call('GET', '/api/health')).json().realtime === 'reconnecting' ? true : undefined),
      10_000,
    );

    await startPostgres();
    const started = Date.now();
    const healthy = await until(
      'Health wieder 200',
      async () => {
        const r = await call('GET', '/api/health');
        return r.statusCode === 200 && r.json().realtime === 'ok' ? r.json() : undefined;
      },
      20_000,
    );
    expect(healthy).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok', realtime: 'ok' });
    expect(Date.now() - started).toBeLessThan(20_000);

    // Commands work again and their pushes reach the socket connected before the outage.
    const before = pushes.length;
    const again = await call('PUT', '/api/users/profile', { company: 'Nachher GmbH' }, token);
    expect(again.statusCode).toBe(200);
    expect((await pushedAfter(before)).type).toBe('ProfileUpdated');
  }, 90_000);
});
