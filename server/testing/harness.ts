import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { loadConfig, type Config } from '../config';
import { startRuntime, type Runtime } from '../runtime';
import type { AuthLimits } from '../../modules/identity';
import { freshDatabase } from './database';
import { SmtpSink } from './smtp-sink';
import { tempDir } from './temp-dir';

export const TEST_ORIGIN = 'http://portal.test';

export interface TestPortal {
  runtime: Runtime;
  smtp: SmtpSink;
  clock: { now: Date; advance(ms: number): void };
  /** An HTTP call through app.inject, from our own origin, optionally with a session token. */
  call(
    method: string,
    url: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** Signs in through the API and answers the session token. */
  signIn(account: { email: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

/** A test runtime's configuration: our origin, silent logs, any free port; `env` adds or overrides. */
function testConfig(databaseUrl: string, smtpUrl: string, env: Parameters<typeof loadConfig>[1] = {}): Config {
  return loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      PORT: 0,
      // Each portal's own folder: the erasure ledger of one test must not reach the repository's .data.
      BACKUP_DIR: tempDir('portal-backups-'),
      ...env,
    },
  );
}

/** The app as tests run it: no web build, no log lines; with `listen`, on a free local port. */
async function startTestRuntime(
  config: Config,
  opts: Parameters<typeof startRuntime>[1] = {},
  listen = false,
): Promise<Runtime> {
  const runtime = await startRuntime(config, { serveWeb: false, log: () => {}, ...opts });
  if (listen) await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  return runtime;
}

/**
 * `count` app instances on the database at `databaseUrl`, listening, with one SMTP sink: for a
 * fault test that runs a database of its own. `close` ends the instances, then the sink (the
 * database is the test's to end after that).
 */
export async function listeningRuntimes(
  databaseUrl: string,
  count: number,
  opts: Parameters<typeof startRuntime>[1] = {},
  env: Parameters<typeof loadConfig>[1] = {},
): Promise<{ runtimes: Runtime[]; close(): Promise<void> }> {
  const smtp = new SmtpSink();
  const config = testConfig(databaseUrl, await smtp.start(), env);
  const runtimes: Runtime[] = [];
  for (let i = 0; i < count; i += 1) runtimes.push(await startTestRuntime(config, opts, true));
  return {
    runtimes,
    async close() {
      for (const runtime of runtimes) await runtime.close();
      await smtp.stop();
    },
  };
}

/** HTTP calls into a runtime through app.inject, as TestPortal.call makes them. */
export function callsInto(runtime: Runtime): TestPortal['call'] {
  return async (method, url, o = {}) => {
    const res = await runtime.app.inject({
      method: method as 'GET',
      url,
      payload: o.body as object | undefined,
      headers: { origin: TEST_ORIGIN, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
    });
    // An answer that left its schema fails the test that called, whatever status it expected.
    if (res.statusCode === 500 && res.body.includes('"ANSWER_DRIFT"')) throw new Error(res.json().message);
    return res;
  };
}

const relaxedLimits: AuthLimits = {
  perIp: { max: 10_000, windowMs: 60_000 },
  perAccount: { max: 5, windowMs: 15 * 60_000 },
};

/** The whole portal on a fresh database with a real SMTP sink and a clock the test moves. */
export async function startTestPortal(
  opts: {
    authLimits?: AuthLimits;
    listen?: boolean;
    production?: boolean;
    onRoute?: (route: RouteOptions) => void;
    env?: Record<string, string>;
  } = {},
): Promise<TestPortal> {
  const database = await freshDatabase();
  const smtp = new SmtpSink();
  const smtpUrl = await smtp.start();
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const config = testConfig(database.url, smtpUrl, {
    ...(opts.production ? { NODE_ENV: 'production' } : {}),
    ...opts.env,
  });
  const runtime = await startTestRuntime(
    config,
    {
      now: () => clock.now,
      authLimits: opts.authLimits ?? relaxedLimits,
      onRoute: opts.onRoute,
      // TEST_LOG=1 shows the server's errors while debugging a test.
      logger: process.env.TEST_LOG ? { level: 'error' } : false,
    },
    opts.listen,
  );
  const call = callsInto(runtime);
  return {
    runtime,
    smtp,
    clock,
    call,
    async signIn(account) {
      return (
        await call('POST', '/api/auth/login', { body: { username: account.email, password: account.password } })
      ).json().token;
    },
    async close() {
      await runtime.close();
      await smtp.stop();
      await database.drop();
    },
  };
}
