import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import type { PushMessage } from '../realtime/socket';
import { startRuntime, type Runtime } from '../runtime';
import { SmtpSink } from '../testing/smtp-sink';
import { registerUser } from '../../modules/identity';

// PostgreSQL goes away under a running app and comes back: health must say so while it is gone
// and recover on its own, and realtime pushes must flow again (the subscriber re-LISTENs, the
// pool replaces its dead connections). This file runs its own PostgreSQL, so stopping it does
// not disturb the shared test database of global-setup.

const ORIGIN = 'http://portal.test';
let dir: string;
let port: number;
let pg: EmbeddedDatabase | null = null;
let runtime: Runtime;
let smtp: SmtpSink;
let base: string;
let socket: Socket | null = null;

const startPostgres = async () => {
  pg = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, persistent: true });
  return pg.url;
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-restart-'));
  fs.chmodSync(dir, 0o755);
  port = 58000 + Math.floor(Math.random() * 1500);
  const url = await startPostgres();
  smtp = new SmtpSink();
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATABASE_URL: url,
      SMTP_URL: await smtp.start(),
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'silent',
      PORT: 0,
      DATA_DIR: dir,
    },
  );
  runtime = await startRuntime(config, { serveWeb: false, log: () => {} });
  await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(runtime.app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  socket?.disconnect();
  await runtime?.close();
  await smtp?.stop();
  await pg?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token?: string) =>
  runtime.app.inject({
    method,
    url,
    payload: body,
    headers: { origin: ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`${what}: nicht innerhalb von ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('database restart under a running app', () => {
  it('health reports the outage, recovers, and pushes reach the socket again', async () => {
    await registerUser(
      runtime.ctx,
      { email: 'neustart@beispiel.de', password: 'Kunde-Passwort-1', name: 'Neu Start', role: 'user' },
      {},
    );
    const token = (
      await call('POST', '/api/auth/login', { username: 'neustart@beispiel.de', password: 'Kunde-Passwort-1' })
    ).json().token as string;
    const pushes: PushMessage[] = [];
    // The browser's socket reconnects on its own; the server side stays up throughout anyway.
    socket = connect(base, { transports: ['websocket'], auth: { token }, extraHeaders: { origin: ORIGIN } });
    socket.on('changes', (m: PushMessage) => pushes.push(m));
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
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
