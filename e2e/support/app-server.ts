import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface AppServerOptions {
  port: number;
  pgPort: number;
  smtpPort: number;
  dataDir: string;
  logFile: string;
  /** 'auto': the seeded demo firm with its years of history (the fees spec); default: the demo accounts alone. */
  seedDemo?: 'accounts' | 'auto';
  /** How long start-up may take; seeding the demo firm takes a minute or more. */
  startTimeoutMs?: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

// Settings the specs rely on being unset: a fresh embedded database with demo accounts, the
// default product name, no imprint values.
const ignoredEnv = /^(DATABASE_URL|SEED_DEMO|PRODUCT_NAME|IMPRESSUM_.*|WEB_DIST)$/;

function inheritedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !ignoredEnv.test(key)));
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet (Code ${child.exitCode}), siehe Log`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server nicht bereit nach ${timeoutMs} ms`);
}

/** Starts the real app (built server and web, embedded Postgres in a fresh folder, demo accounts). */
export async function startAppServer(opts: AppServerOptions): Promise<{ url: string; stop: () => Promise<void> }> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // As root, Postgres runs as the `postgres` user, which must be able to reach the folder.
  fs.chmodSync(path.dirname(opts.dataDir), 0o755);
  fs.chmodSync(opts.dataDir, 0o755);
  const url = `http://127.0.0.1:${opts.port}`;
  const log = fs.openSync(opts.logFile, 'w');
  // The server as `npm start` runs it: built by `npm run build` (which `npm run test:e2e` runs first).
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: repoRoot,
    // Own process group, so teardown can end the server and anything it started.
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'test',
      DATA_DIR: opts.dataDir,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(opts.pgPort),
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${opts.smtpPort}`,
      // The specs start from the demo accounts alone, not from the seeded demo firm's story.
      SEED_DEMO: opts.seedDemo ?? 'accounts',
      // Many sign-ins from one IP in a few minutes are the suite, not an attack.
      AUTH_IP_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      // The calendar spec serves its ICS address on 127.0.0.1 (issue 34), as an intranet Nextcloud would.
      CALENDAR_ALLOW_PRIVATE_HOSTS: 'true',
    },
  });
  try {
    await waitForHealth(url, child, opts.startTimeoutMs ?? 120_000);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }

  const stop = async () => {
    if (!child.pid || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM'); // graceful: the server stops its embedded Postgres
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), 20_000)),
    ]);
    try {
      process.kill(-child.pid, timedOut ? 'SIGKILL' : 'SIGTERM');
    } catch {
      // the group is gone already
    }
    fs.closeSync(log);
  };
  return { url, stop };
}
