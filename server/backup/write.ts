import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { eventColumns } from '../eventstore/rows';
import { PORTAL_VERSION } from '../version';
import { END_OF_BODY, END_OF_SECTION, jsonLine, tableLine } from './body';
import { backupKey, encryptChunks, newSalt } from './crypto';
import { readLedger, type Erasure } from './ledger';
import { BACKUP_FORMAT, BACKUP_MAGIC, BACKUP_SUFFIX, type BackupHeader, type BackupInfo } from './status';
import { KEPT_QUEUES, KEPT_ROWS, KEPT_TABLES } from './tables';
import { unwritable } from './write-errors';

/** The log's columns as a backup carries them: all but `transaction_id`, which only means something in its own cluster. */
export const EVENT_COLUMNS = eventColumns.filter((c) => c !== 'transaction_id');

interface BackupOptions {
  /** The folder the file goes to (made if missing). */
  dir: string;
  /** BACKUP_KEY: encrypts the body when set. */
  passphrase?: string;
  /** The erasure ledger to carry inside (BACKUP_DIR's). */
  ledgerDir?: string;
  /** The time in the file's name and header (the host's clock). */
  now?: Date;
}

/**
 * Writes one backup of the database at `url`: the log, the kept tables, the mails still waiting and
 * the erasure ledger, all from one repeatable-read snapshot (commands go on meanwhile; the file shows
 * the firm as it was at one instant). Written under a temporary name and renamed when complete, so
 * a half-written file is never taken for a backup.
 */
export async function writeBackup(url: string, opts: BackupOptions): Promise<BackupInfo> {
  const takenAt = opts.now ?? new Date();
  // Read before the snapshot opens: a ledger that cannot be read stops the backup before any file exists.
  const erasures = opts.ledgerDir ? await readLedger(opts.ledgerDir) : [];
  await mkdir(opts.dir, { recursive: true }).catch((e: unknown) => {
    throw unwritable(e, opts.dir);
  });
  const file = path.join(opts.dir, `portal-${takenAt.toISOString().replace(/[:.]/g, '-')}${BACKUP_SUFFIX}`);
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url });
  // A connection lost mid-backup fails the running query; without a listener it would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const log = await client.query<{ events: string; last: string | null }>(
      'SELECT count(*) AS events, max(position) AS last FROM events',
    );
    const migrations = await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name');
    const salt = opts.passphrase ? newSalt() : null;
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      takenAt: takenAt.toISOString(),
      version: PORTAL_VERSION,
      migrations: migrations.rows.map((r) => r.name),
      events: Number(log.rows[0]!.events),
      lastPosition: Number(log.rows[0]!.last ?? 0),
      encryption: salt ? { cipher: 'aes-256-gcm-chunked', salt } : null,
    };
    const headerLine = headerLineOf(header);
    const key = salt ? await backupKey(opts.passphrase!, salt) : null;
    // One pipeline from the snapshot's rows to the file: a file that cannot be written fails it, and
    // the rows stop with it (no write waits for a 'drain' that never comes).
    // 'wx': a second backup of the same instant fails instead of writing into this one.
    const out = createWriteStream(partial, { flags: 'wx' });
    out.write(headerLine);
    await pipeline(
      Readable.from(bodyOf(client, erasures)),
      createGzip({ level: 1 }),
      ...(key ? [encryptChunks(key, Buffer.from(headerLine))] : []),
      out,
    );
    await client.query('COMMIT');
    await durable(partial);
    await rename(partial, file);
    await durable(opts.dir);
    return { ...header, file, bytes: (await stat(file)).size };
  } catch (e) {
    await rm(partial, { force: true }).catch(() => {});
    throw unwritable(e, opts.dir);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The header line: what the file holds, readable without the key; the encryption authenticates it. */
const headerLineOf = (header: BackupHeader) => `${BACKUP_MAGIC} ${BACKUP_FORMAT} ${JSON.stringify(header)}\n`;

/** On disk before the rename and the folder after it: a power cut never leaves a named but empty backup. */
async function durable(pathName: string): Promise<void> {
  const handle = await open(pathName, 'r');
  await handle.sync().finally(() => handle.close());
}

/** The body's text, section by section, from the snapshot of `client`. */
async function* bodyOf(client: pg.Client, erasures: readonly Erasure[]): AsyncGenerator<string | Buffer> {
  yield* copyTable(client, 'events', EVENT_COLUMNS, 'ORDER BY position');
  for (const table of KEPT_TABLES) {
    const rows = KEPT_ROWS[table];
    yield* copyTable(client, table, await columnsOf(client, table), rows ? `WHERE ${rows}` : '');
  }
  const jobs = await client.query(
    `SELECT id, name, data, priority, retry_limit AS "retryLimit", start_after AS "startAfter", singleton_key AS "singletonKey"
       FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') ORDER BY created_on`,
    [[...KEPT_QUEUES]],
  );
  yield* json('jobs', jobs.rows);
  yield* json('erasures', erasures);
  yield `${END_OF_BODY}\n`;
}

async function* copyTable(
  client: pg.Client,
  table: string,
  columns: readonly string[],
  /** What follows the table's name: a condition (KEPT_ROWS), an order. */
  rest = '',
): AsyncGenerator<string | Buffer> {
  yield tableLine(table, columns);
  const list = columns.map((c) => `"${c}"`).join(', ');
  // COPY hands over a row at a time; gzip and the file take 64 KiB at a time far faster.
  let batch: Buffer[] = [];
  let size = 0;
  for await (const row of client.query(copyTo(`COPY (SELECT ${list} FROM "${table}" ${rest}) TO STDOUT`))) {
    batch.push(row as Buffer);
    size += (row as Buffer).length;
    if (size < 64 * 1024) continue;
    yield Buffer.concat(batch);
    batch = [];
    size = 0;
  }
  if (size > 0) yield Buffer.concat(batch);
  yield `${END_OF_SECTION}\n`;
}

function* json(name: string, values: readonly unknown[]): Generator<string> {
  yield jsonLine(name);
  for (const v of values) yield `${JSON.stringify(v)}\n`;
  yield `${END_OF_SECTION}\n`;
}

/** A table's columns in their order, as this database has them. */
export async function columnsOf(client: pg.Client | pg.PoolClient, table: string): Promise<string[]> {
  const r = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return r.rows.map((x) => x.column_name);
}
