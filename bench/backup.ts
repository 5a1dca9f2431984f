import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { restoreBackup } from '../server/backup/restore';
import { EVENT_COLUMNS, writeBackup } from '../server/backup/write';
import { fmt, type BenchResult } from './report';

/** Backup at no less than this share of the server's own COPY rate of the log (gzip and the kept tables cost the rest). */
const TARGET = 0.25;

/** The machine's limit beside the backup: `COPY` of the log's columns to a sink that only counts bytes. */
async function copyLog(url: string): Promise<{ rows: number; millis: number; bytes: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
    let bytes = 0;
    const started = performance.now();
    const list = EVENT_COLUMNS.map((c) => `"${c}"`).join(', ');
    await pipeline(
      client.query(copyTo(`COPY (SELECT ${list} FROM events ORDER BY position) TO STDOUT`)),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    return { rows, millis: performance.now() - started, bytes };
  } finally {
    await client.end();
  }
}

/** A database of its own beside `url`'s, dropped after `work`. */
async function withScratchDatabase<T>(url: string, work: (scratch: string) => Promise<T>): Promise<T> {
  const name = `bench_restore_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  try {
    return await work(scratch.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * `npm run backup` of the firm at `url` (plain and encrypted) against COPY of its log in the same
 * run; then the restore of it into an empty database beside it (load, replay, ledger, verifying replay).
 */
export async function benchBackup(url: string, firm: string): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-backup-'));
  try {
    const copy = await copyLog(url);
    const plainStarted = performance.now();
    const plain = await writeBackup(url, { dir });
    const plainMillis = performance.now() - plainStarted;
    const sealedStarted = performance.now();
    const sealed = await writeBackup(url, {
      dir,
      passphrase: 'bench-schlüssel-1234567',
      now: new Date(Date.now() + 1000),
    });
    const sealedMillis = performance.now() - sealedStarted;
    const restore = await withScratchDatabase(url, async (scratch) => {
      const started = performance.now();
      const report = await restoreBackup({ file: sealed.file, url: scratch, passphrase: 'bench-schlüssel-1234567' });
      if (report.differences > 0) throw new Error(`Restore: ${report.differences} Tabellen weichen ab`);
      return { millis: performance.now() - started, report };
    });
    const copyRate = (copy.rows / copy.millis) * 1000;
    const backupRate = (plain.events / plainMillis) * 1000;
    return {
      name: `Backup of ${firm} (${fmt(plain.events)} events)`,
      ratio: backupRate / copyRate,
      baseline: 'COPY of the log to a counting sink in the same run (the server’s own read limit)',
      target: `>= ${TARGET} of it`,
      met: backupRate / copyRate >= TARGET,
      details: [
        `backup ${fmt(backupRate)} events/s (${fmt(plainMillis)} ms), ${fmt(plain.bytes / plain.events, 1)} bytes/event, ${fmt(plain.bytes / 1024 / 1024, 2)} MB`,
        `encrypted ${fmt((sealed.events / sealedMillis) * 1000)} events/s (${fmt(sealedMillis)} ms), ${fmt(sealed.bytes / 1024 / 1024, 2)} MB`,
        `COPY ${fmt(copyRate)} rows/s (${fmt(copy.millis)} ms), ${fmt(copy.bytes / copy.rows, 1)} bytes/row uncompressed`,
        `restore of the encrypted file ${fmt((plain.events / restore.millis) * 1000)} events/s overall (${fmt(restore.millis)} ms: load, replay, verifying replay; replay ${fmt(restore.report.eventsPerSecond)} events/s)`,
      ],
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
