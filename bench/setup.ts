import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../server/config';
import type { AppContext } from '../server/context';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded';
import { startRuntime, type Runtime } from '../server/runtime';
import type { AuthLimits } from '../modules/identity';
import { freePort } from '../server/db/free-port';

export interface BenchPortal {
  runtime: Runtime;
  ctx: AppContext;
  /** http://127.0.0.1:<port> of the listening app. */
  baseUrl: string;
  /** The embedded server's connection URL (the `portal` database). */
  databaseUrl: string;
  close(): Promise<void>;
}

// As in the test harness: the per-IP login limit would otherwise stop the fixtures signing in
// dozens of accounts from 127.0.0.1 within a minute.
const relaxedLimits: AuthLimits = {
  perIp: { max: 100_000, windowMs: 60_000 },
  perAccount: { max: 50, windowMs: 15 * 60_000 },
};

/**
 * A throwaway embedded PostgreSQL (in a temp folder, gone afterwards) and the real runtime on it,
 * listening on 127.0.0.1. `beforeListen` may add bench-only routes: Fastify accepts routes until
 * the instance is ready, which `listen` makes it, so nothing bench-specific enters production code.
 */
export async function startBenchPortal(
  opts: { beforeListen?: (app: FastifyInstance, ctx: AppContext) => void } = {},
): Promise<BenchPortal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // Embedded Postgres runs as the `postgres` user when we are root; it must reach the folder.
  fs.chmodSync(dir, 0o755);
  let embedded: EmbeddedDatabase | null = null;
  try {
    const port = await freePort();
    // persistent: false also means fsync=off (as in the tests): baseline and measured run on the
    // same setting, so the ratios hold; absolute commit rates would be lower with fsync on.
    embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, persistent: false });
    const config = loadConfig(
      {},
      {
        NODE_ENV: 'test',
        DATABASE_URL: embedded.url,
        DATA_DIR: path.join(dir, 'data'),
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: 0,
      },
    );
    // With no SMTP_URL the mailer writes mails into DATA_DIR/mail: the mail jobs run as in production, minus the network.
    const runtime = await startRuntime(config, {
      authLimits: relaxedLimits,
      serveWeb: false,
      log: () => {},
      logger: false,
    });
    opts.beforeListen?.(runtime.app, runtime.ctx);
    await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    const address = runtime.app.server.address();
    if (!address || typeof address === 'string') throw new Error('kein TCP-Port');
    const db = embedded;
    return {
      runtime,
      ctx: runtime.ctx,
      baseUrl: `http://127.0.0.1:${address.port}`,
      databaseUrl: embedded.url,
      async close() {
        await runtime.close();
        await db.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await embedded?.stop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
