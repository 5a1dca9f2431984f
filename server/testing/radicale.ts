import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A real CalDAV server for the calendar tests (issue 34): Radicale (Debian package `radicale`,
// installed by .ci/run) on a free port of 127.0.0.1, a temporary storage folder and one user with a
// plain htpasswd password. `calendar()` makes a calendar of that user and answers its address.

const RADICALE = process.env.RADICALE_PATH ?? '/usr/bin/radicale';

export interface Radicale {
  baseUrl: string;
  user: string;
  password: string;
  /** Makes a calendar (MKCALENDAR) of the user and answers its address, ending in '/'. */
  calendar(name: string): Promise<string>;
  /** Puts one iCalendar text into a calendar as `<name>.ics`. */
  put(calendarUrl: string, name: string, ics: string): Promise<void>;
  /** The iCalendar texts a calendar holds, by file name. */
  objects(calendarUrl: string): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function untilUp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`radicale endete mit ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('radicale antwortet nicht');
}

export async function startRadicale(user = 'anna', password = 'App-Passwort-1'): Promise<Radicale> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'radicale-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'users'), `${user}:${password}\n`);
  const config = path.join(dir, 'config');
  writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const child = spawn(RADICALE, ['--config', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilUp(baseUrl, child);
  const auth = { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
  return {
    baseUrl,
    user,
    password,
    async calendar(name) {
      const url = `${baseUrl}/${user}/${name}/`;
      const res = await fetch(url, { method: 'MKCALENDAR', headers: auth });
      if (res.status !== 201) throw new Error(`MKCALENDAR ${res.status}: ${await res.text()}`);
      return url;
    },
    async put(calendarUrl, name, ics) {
      const res = await fetch(`${calendarUrl}${name}.ics`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'text/calendar; charset=utf-8' },
        body: ics,
      });
      if (!res.ok) throw new Error(`PUT ${res.status}: ${await res.text()}`);
    },
    async objects(calendarUrl) {
      const res = await fetch(calendarUrl, {
        method: 'PROPFIND',
        headers: { ...auth, depth: '1', 'content-type': 'application/xml' },
        body: '<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>',
      });
      const hrefs = [...(await res.text()).matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/g)].map((m) => m[1]!);
      const out = new Map<string, string>();
      for (const href of hrefs) {
        const body = await (await fetch(new URL(href, baseUrl), { headers: auth })).text();
        out.set(href.split('/').pop()!, body);
      }
      return out;
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
