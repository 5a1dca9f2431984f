import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startRuntime } from '../runtime';
import { freshDatabase } from '../testing/database';
import { signedInClient } from '../testing/demo-portal';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { RestoreRefused } from './read';
import { restoreBackup } from './restore';
import { INCOMPLETE, markIncomplete } from './restore-marker';
import { writeBackup } from './write';
import { tempDir } from '../testing/temp-dir';

// What a backup and a restore refuse, and that a refusal leaves nothing behind (the hostile review's cases).

let portal: TestPortal;
let dir: string;
beforeAll(async () => {
  portal = await startTestPortal();
  await signedInClient(portal, { email: 'verweigert@beispiel.de', name: 'Vera Weigert' });
  dir = tempDir('portal-refusals-');
});
afterAll(() => portal.close());

describe('refusals', () => {
  it('a backup whose file cannot be written fails (no crash, no hang) and leaves no file', async () => {
    const now = new Date('2026-11-27T01:30:00.000Z');
    // Where its temporary file would go stands a folder: the open fails while the rows are read.
    await mkdir(path.join(dir, `portal-${now.toISOString().replace(/[:.]/g, '-')}.backup.partial`));
    await expect(writeBackup(portal.runtime.databaseUrl, { dir, now })).rejects.toThrow(
      `Die Sicherung konnte nicht in ${dir} geschrieben werden: dort liegt schon etwas unter ihrem Namen (EEXIST).`,
    );
    expect((await readdir(dir)).filter((n) => n.endsWith('.backup'))).toEqual([]);
    // A folder below a file: it cannot be made, and the operator reads which one and why, in German.
    const file = path.join(dir, 'eine-datei');
    await writeFile(file, '');
    await expect(writeBackup(portal.runtime.databaseUrl, { dir: path.join(file, 'sicherungen') })).rejects.toThrow(
      `Der Sicherungsordner ${path.join(file, 'sicherungen')} ist kein Ordner (ENOTDIR): bitte prüfen Sie den Pfad.`,
    );
  });

  it('a plain backup is refused while BACKUP_KEY is set, unless the operator says it is theirs', async () => {
    const plain = await writeBackup(portal.runtime.databaseUrl, { dir });
    const target = await freshDatabase({ empty: true });
    try {
      const refused = restoreBackup({ file: plain.file, url: target.url, passphrase: 'ein Schlüssel, 16+ Zeichen' });
      await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
      await expect(refused).rejects.toThrow('Die Sicherung ist nicht verschlüsselt, obwohl BACKUP_KEY gesetzt ist');
      const report = await restoreBackup({
        file: plain.file,
        url: target.url,
        passphrase: 'ein Schlüssel, 16+ Zeichen',
        allowPlain: true,
      });
      expect(report.differences).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('a database a restore left half-done: the portal does not start on it, a restore without --replace says why', async () => {
    const target = await freshDatabase();
    try {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      await client.query('BEGIN');
      await markIncomplete(client);
      await client.query(
        `INSERT INTO events (event_id, stream_id, stream_type, version, type, data) VALUES (gen_random_uuid(), 'x-1', 'x', 1, 'X', '{}')`,
      );
      await client.query('COMMIT');
      await client.end();
      const config = loadConfig({}, { NODE_ENV: 'test', DATABASE_URL: target.url, LOG_LEVEL: 'silent', PORT: 0 });
      await expect(startRuntime(config, { serveWeb: false, log: () => {} })).rejects.toThrow(INCOMPLETE);
      const plain = await writeBackup(portal.runtime.databaseUrl, { dir, now: new Date(Date.now() + 5000) });
      await expect(restoreBackup({ file: plain.file, url: target.url })).rejects.toThrow(INCOMPLETE);
      const report = await restoreBackup({ file: plain.file, url: target.url, replace: true });
      expect(report.differences).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('a database still in use (a portal not stopped) is refused, naming the connections, and keeps nothing', async () => {
    const plain = await writeBackup(portal.runtime.databaseUrl, { dir, now: new Date(Date.now() + 10_000) });
    const target = await freshDatabase({ empty: true });
    const running = new pg.Client({ connectionString: target.url });
    await running.connect();
    try {
      await expect(restoreBackup({ file: plain.file, url: target.url })).rejects.toThrow(
        'Die Datenbank wird gerade benutzt (1 weitere Verbindungen)',
      );
      const tables = await running.query("SELECT to_regclass('public.events')::text AS name");
      expect(tables.rows[0].name).toBeNull();
    } finally {
      await running.end();
      await target.drop();
    }
  });

  it('a plain backup cut off or with a changed byte is refused naming the damage, and even with --replace nothing is dropped', async () => {
    const plain = await writeBackup(portal.runtime.databaseUrl, { dir, now: new Date(Date.now() + 15_000) });
    const bytes = await readFile(plain.file);
    const cut = path.join(dir, 'abgeschnitten.backup');
    await writeFile(cut, bytes.subarray(0, bytes.length - 200));
    const changed = Buffer.from(bytes);
    changed[changed.length - 20]! ^= 0xff; // inside gzip's checksum of the body
    const flipped = path.join(dir, 'verändert.backup');
    await writeFile(flipped, changed);
    const target = await freshDatabase({ empty: true });
    try {
      expect((await restoreBackup({ file: plain.file, url: target.url })).differences).toBe(0);
      const events = async () => {
        const c = new pg.Client({ connectionString: target.url });
        await c.connect();
        try {
          return (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
        } finally {
          await c.end();
        }
      };
      const before = await events();
      for (const file of [cut, flipped]) {
        const refused = restoreBackup({ file, url: target.url, replace: true });
        await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
        await expect(refused).rejects.toThrow('Die Sicherung ist beschädigt');
        expect(await events()).toBe(before);
      }
    } finally {
      await target.drop();
    }
  });
});
