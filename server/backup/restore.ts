import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { startBoss } from '../../jobs/boss';
import { formatDateTime, formatNumber } from '../../lib/german/format';
import { postgresFileStore } from '../../modules/files';
import { forgetCredentials } from '../../modules/identity';
import { createDb, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrator';
import { dropQueuedMailsAbout } from '../erasure';
import { EventRegistry, EventStore, replay } from '../eventstore';
import { eventModules } from '../modules';
import { sql } from 'kysely';
import type { Section } from './body';
import { isErasure, readLedger, tornTail, type Erasure } from './ledger';
import { INCOMPLETE, markComplete, markIncomplete, restoreIncomplete } from './restore-marker';
import { checkBackup, openBackup, RestoreRefused } from './read';
import { KEPT_QUEUES, KEPT_TABLES } from './tables';
import { columnsOf, EVENT_COLUMNS } from './write';

interface RestoreOptions {
  file: string;
  /** The database to restore into (DATABASE_URL or the embedded one). */
  url: string;
  /** BACKUP_KEY, for an encrypted backup. */
  passphrase?: string;
  /** Drop what the database holds first; without it a database with data is refused. */
  replace?: boolean;
  /** Restore a backup that is not encrypted although a key is set (`--unencrypted`). */
  allowPlain?: boolean;
  /** BACKUP_DIR: its erasure ledger is applied on top of the one inside the backup. */
  ledgerDir?: string;
  log?: (line: string) => void;
}

interface RestoreReport {
  events: number;
  rows: Record<string, number>;
  jobs: number;
  /** Erasures from the ledgers that this restore carried out again (people erased after the backup). */
  erasedAgain: number;
  eventsPerSecond: number;
  differences: number;
}

/**
 * Restores a backup onto an empty database (or, with `replace`, over one): the schema by the
 * migrations, the log and the kept tables in one transaction, then every read table rebuilt by
 * replay; the mails that were waiting queued again; everyone the erasure ledgers name erased again;
 * and a second replay that must find no difference (`--verify`). The backup is read once before
 * the database is touched, so a wrong key or a damaged file changes nothing.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreReport> {
  const log = opts.log ?? (() => {});
  const backup = await openBackup(opts.file, opts.passphrase, opts.allowPlain);
  log(
    `Sicherung vom ${formatDateTime(backup.header.takenAt)} (Version ${backup.header.version}, ${formatNumber(backup.header.events)} Ereignisse) wird geprüft …`,
  );
  const rows = await checkBackup(backup);
  if (rows.events !== backup.header.events)
    throw new RestoreRefused(
      `Die Sicherung ist beschädigt: sie nennt ${backup.header.events} Ereignisse und enthält ${rows.events ?? 0}.`,
    );
  // The ledger beside the backups, read before the database is touched: one that cannot be read stops here.
  const besides = opts.ledgerDir ? await readLedger(opts.ledgerDir).catch(refuse) : [];
  const torn = opts.ledgerDir ? await tornTail(opts.ledgerDir) : null;
  if (torn !== null)
    log(
      `Achtung: die letzte Zeile des Löschprotokolls ist unvollständig (das Schreiben wurde abgebrochen) und kann ` +
        `nicht angewandt werden: ${torn.slice(0, 200)}`,
    );
  if (opts.ledgerDir && besides.length === 0 && torn === null)
    log(
      `Hinweis: im Sicherungsordner ${opts.ledgerDir} liegt kein Löschprotokoll; nur das der Sicherung wird angewandt.`,
    );
  await prepareDatabase(opts.url, Boolean(opts.replace));
  const { db } = createDb(opts.url, 4);
  try {
    await migrateToLatest(db);
    log('Ereignisprotokoll und Schlüssel werden geladen …');
    let jobs: Record<string, unknown>[] = [];
    let erasures: Erasure[] = [];
    await load(opts.url, backup.sections(), async (name, values) => {
      if (name === 'jobs') jobs = values as Record<string, unknown>[];
      else if (name === 'erasures') {
        // A backup's own ledger is checked as the one beside it is: a line that is no erasure stops the restore.
        if (!values.every(isErasure))
          throw new RestoreRefused('Die Sicherung ist beschädigt: ihr Löschprotokoll ist nicht lesbar.');
        erasures = values;
      } else throw new RestoreRefused(`Die Sicherung enthält einen unbekannten Abschnitt: ${name}.`);
    });
    const store = new EventStore(db, new EventRegistry(eventModules));
    log('Lesetabellen werden aus dem Protokoll aufgebaut …');
    const rebuilt = await replay(store, { apply: true });
    await requeue(opts.url, jobs);
    const ledger = [...erasures, ...besides];
    const erasedAgain = await eraseAgain(db, store, ledger);
    if (erasedAgain > 0) {
      log(`${erasedAgain} nach der Sicherung gelöschte Personen erneut gelöscht; Lesetabellen werden neu aufgebaut …`);
      await replay(store, { apply: true });
    }
    log('Prüfung: das Protokoll wird noch einmal abgespielt und mit den Lesetabellen verglichen …');
    const verified = await replay(store);
    if (verified.differences.length === 0) await markComplete(db);
    return {
      events: rebuilt.events,
      rows,
      jobs: jobs.length,
      erasedAgain,
      eventsPerSecond: rebuilt.eventsPerSecond,
      differences: verified.differences.length,
    };
  } finally {
    await db.destroy();
  }
}

/**
 * Other sessions on the database, given a stopped portal's backends a moment to go: PostgreSQL ends a
 * backend shortly after its client hung up, so a restore right after `npm stop` (or right after another
 * restore) would otherwise count a connection that is already leaving.
 */
async function otherConnections(client: pg.Client): Promise<number> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const r = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    const n = r.rows[0]!.n;
    if (n === 0 || Date.now() > deadline) return n;
    await new Promise((done) => setTimeout(done, 100));
  }
}

const refuse = (e: unknown): never => {
  throw new RestoreRefused(e instanceof Error ? e.message : String(e));
};

/** Refuses a database in use or with data (unless replacing it, then empties it). */
async function prepareDatabase(url: string, replace: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const others = await otherConnections(client);
    if (others > 0)
      throw new RestoreRefused(
        `Die Datenbank wird gerade benutzt (${others} weitere Verbindungen): bitte beenden Sie das Portal vor dem Einspielen.`,
      );
    // Two statements: a query naming `events` would not even parse on a database without it.
    const log = await client.query<{ name: string | null }>("SELECT to_regclass('public.events')::text AS name");
    const hasData = log.rows[0]!.name !== null && (await client.query('SELECT 1 FROM events LIMIT 1')).rows.length > 0;
    if (hasData && !replace && (await restoreIncomplete(client))) throw new RestoreRefused(INCOMPLETE);
    if (hasData && !replace)
      throw new RestoreRefused(
        'Die Datenbank enthält schon Daten. Eine Sicherung wird nur in eine leere Datenbank eingespielt; ' +
          'mit --replace wird der Inhalt dieser Datenbank ersetzt.',
      );
    if (replace) {
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
      await client.query('DROP SCHEMA IF EXISTS replay CASCADE');
      await client.query('CREATE SCHEMA public');
    }
  } finally {
    await client.end();
  }
}

/** The log and the kept tables in one transaction (COPY FROM STDIN); the JSON sections to `json`. */
async function load(
  url: string,
  sections: AsyncGenerator<Section>,
  json: (name: string, values: unknown[]) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    // Committed with the data, dropped when the restore verified: until then the portal does not start on it.
    await markIncomplete(client);
    for await (const section of sections) {
      if (section.kind === 'json') {
        const values: unknown[] = [];
        for await (const v of section.values) values.push(v);
        await json(section.name, values);
        continue;
      }
      const allowed: readonly string[] =
        section.name === 'events'
          ? EVENT_COLUMNS
          : KEPT_TABLES.includes(section.name as never)
            ? await columnsOf(client, section.name)
            : [];
      if (allowed.length === 0)
        throw new RestoreRefused(`Die Sicherung enthält eine unbekannte Tabelle: ${section.name}.`);
      const missing = section.columns.filter((c) => !allowed.includes(c));
      if (missing.length > 0)
        throw new RestoreRefused(
          `Die Tabelle ${section.name} hat in dieser Version keine Spalte ${missing.join(', ')}.`,
        );
      const list = section.columns.map((c) => `"${c}"`).join(', ');
      const lines = Readable.from(
        (async function* () {
          for await (const row of section.rows) yield `${row}\n`;
        })(),
      );
      await pipeline(lines, client.query(copyFrom(`COPY "${section.name}" (${list}) FROM STDIN`)));
      await resetSequences(client, section.name);
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}

/** Identity and serial columns continue after the restored rows (the log's next position). */
async function resetSequences(client: pg.Client, table: string): Promise<void> {
  const columns = await columnsOf(client, table);
  for (const column of columns) {
    const seq = await client.query<{ seq: string | null }>('SELECT pg_get_serial_sequence($1, $2) AS seq', [
      table,
      column,
    ]);
    const name = seq.rows[0]!.seq;
    if (!name) continue;
    await client.query(
      `SELECT setval($1, coalesce((SELECT max("${column}") FROM "${table}"), 1), (SELECT count(*) > 0 FROM "${table}"))`,
      [name],
    );
  }
}

/**
 * The job queue's schema (pg-boss makes it), and the mails that were waiting at the backup queued
 * again (mail_log keeps one sent before from going twice).
 */
async function requeue(url: string, jobs: Record<string, unknown>[]): Promise<void> {
  const boss = await startBoss(url);
  try {
    const kept = new Set<string>(KEPT_QUEUES);
    const waiting = jobs.filter((j) => kept.has(String(j.name)));
    if (waiting.length === 0) return;
    await boss.insert(
      waiting.map((j) => ({
        id: String(j.id),
        name: String(j.name),
        data: j.data as object,
        priority: Number(j.priority ?? 0),
        retryLimit: Number(j.retryLimit ?? 5),
        startAfter: String(j.startAfter),
        singletonKey: (j.singletonKey as string | null) ?? undefined,
      })),
    );
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
  }
}

/**
 * Everyone the ledgers name whose personal key the restored database still has: the key shredded at
 * the erasure's own time, their credentials, waiting mails and files' bytes gone. Answers how many.
 */
async function eraseAgain(db: Db, store: EventStore, ledger: readonly Erasure[]): Promise<number> {
  let count = 0;
  for (const erasure of ledger) {
    const live = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM person_keys
       WHERE purpose = 'personal' AND key IS NOT NULL AND subject_id = ANY(${erasure.subjects})`.execute(db);
    if (live.rows[0]!.n === 0) continue;
    await db.transaction().execute(async (tx) => {
      const person = await sql<{ email: string; name: string }>`
        SELECT email, name FROM users WHERE id::text = ${erasure.personId}`.execute(tx);
      await dropQueuedMailsAbout(tx, person.rows[0] ?? { email: null, name: null });
      const keep = erasure.keepContractUntil ? new Date(erasure.keepContractUntil) : new Date(erasure.at);
      await store.keys.shred(tx, erasure.subjects, keep, new Date(erasure.at));
      if (/^[0-9a-f-]{36}$/.test(erasure.personId)) {
        await forgetCredentials(tx, erasure.personId);
        // Their files' bytes sit beside the log, sealed by no key: removed as their erasure removed them.
        await postgresFileStore.removeClient(tx, erasure.personId);
      }
    });
    count++;
  }
  return count;
}
