import { sql } from 'kysely';
import type { Db, Tx } from '../db/kysely';
import { withBatchedWrites } from './batched-writes';
import { ReplayLog } from './replay-log';
import { replayRows } from './replay-rows';
import type { EventStore } from './store';
import type { StoredEvent } from './types';

interface TableDifference {
  table: string;
  missing: unknown[]; // in the rebuilt table, not in the live one
  extra: unknown[]; // in the live table, not in the rebuilt one
}

interface ReplayReport {
  events: number;
  millis: number;
  eventsPerSecond: number;
  differences: TableDifference[];
  applied: boolean;
  /** Where the time went: reading the log (decrypting, upcasting) and each projection's own share. */
  profile: ReplayProfile;
}

/** Milliseconds and events per projection, and the read path's milliseconds (the bench prints them). */
interface ReplayProfile {
  /** Creating the scratch schema's tables (fixed: it does not grow with the log). */
  setupMillis: number;
  /** Transactions of at most `chunk` events committed before the last one. */
  chunks: number;
  /** Applying the log, reading included. */
  logMillis: number;
  /** The summaries' set-based rebuilds after the log. */
  summaryMillis: number;
  readMillis: number;
  statements: number;
  projections: { name: string; events: number; millis: number }[];
}

const SCHEMA = 'replay';
/** Events a rebuild transaction applies before it commits (see `replay`). */
const CHUNK = 20_000;
/** Events read and folded at a time; each batch's folded rows are written once (replay-rows.ts). */
const BATCH = 2000;

interface ReplayOptions {
  apply?: boolean;
  sampleLimit?: number;
  /** Events per committed transaction of the bulk (default CHUNK). */
  chunk?: number;
  /** Runs once between the committed chunks and the final snapshot: where a test commits a late event. */
  afterChunks?: () => Promise<void>;
}

/**
 * Rebuilds every read table from the log into fresh tables in the schema `replay` (same shape as
 * the live ones; the projections write unqualified names, found first there through
 * search_path), compares them with the live tables, and with `apply` swaps the rebuilt rows in.
 * The projections' writes go to the database in batches (withBatchedWrites): one round trip per
 * event would cap the rebuild at the round-trip rate. The rebuilt tables are unlogged: they are
 * thrown away at the end or copied into the live ones, so nobody needs their write-ahead log.
 * The bulk of the log is applied in transactions of CHUNK events each: a row updated again and
 * again (a package's hours, a meeting's status) leaves a dead version per update that only a
 * committed transaction lets Postgres clean up; in one transaction over five years of log each
 * update walked all earlier versions. The rest of the log, the set-based summaries, the comparison
 * and the swap share one snapshot: commands running meanwhile change neither side. A failed
 * replay drops its schema and leaves the live tables as they were.
 */
export async function replay(store: EventStore, opts: ReplayOptions = {}): Promise<ReplayReport> {
  const started = performance.now();
  // A transaction that commits late, below the log's end the chunks already read, is missed by them;
  // then everything again in one snapshot, which cannot miss it.
  return (await rebuild(store, opts, started, opts.chunk ?? CHUNK)) ?? (await rebuild(store, opts, started, Infinity))!;
}

/** One rebuild, the bulk in transactions of `chunk` events; null if an event committed behind the chunks. */
async function rebuild(
  store: EventStore,
  opts: ReplayOptions,
  started: number,
  chunk: number,
): Promise<ReplayReport | null> {
  const tables = store.registry.readTables();
  const perEvent = store.registry.projections.filter((p) => !p.rebuild);
  // Each event's projections looked up once by type, not by asking every projection for every event.
  const byType = new Map<string, typeof perEvent>();
  for (const p of perEvent) for (const t of p.handles) byType.set(t, [...(byType.get(t) ?? []), p]);
  let count = 0;
  let after = 0;
  const timings = new Map(perEvent.map((p) => [p, { name: p.name, events: 0, millis: 0 }]));
  let readMillis = 0;
  let logMillis = 0;
  let setupMillis = 0;
  let chunks = 0;
  let summaryMillis = 0;
  /** Applies the log after `after`, at most `limit` events, in `tx`; answers how many. */
  const project = async (tx: Tx, log: ReplayLog, limit: number): Promise<number> => {
    await sql`SET LOCAL search_path TO ${sql.id(SCHEMA)}, public`.execute(tx);
    const begun = performance.now();
    await log.begin(tx);
    let applied = 0;
    let asked = Math.min(BATCH, limit);
    let next: Promise<StoredEvent[]> | null = asked > 0 ? log.read(tx, after, asked) : null;
    while (next) {
      const read = performance.now();
      const batch: StoredEvent[] = await next;
      readMillis += performance.now() - read;
      const rest = limit - applied - batch.length;
      // The next batch is read while this one is folded (the database runs it behind the writes sent).
      // A short batch is the end of the log this transaction sees: the next chunk or transaction reads on.
      next =
        batch.length === asked && rest > 0
          ? log.read(tx, batch.at(-1)!.position, (asked = Math.min(BATCH, rest)))
          : null;
      for (const e of batch) {
        for (const p of byType.get(e.type) ?? []) {
          const t = performance.now();
          await p.apply(tx, e);
          const timing = timings.get(p)!;
          timing.millis += performance.now() - t;
          timing.events++;
        }
        after = e.position;
        applied++;
      }
      // Each row folded over the batch is written once, while the next batch is read and folded.
      replayRows.getStore()?.flushAll();
    }
    count += applied;
    logMillis += performance.now() - begun;
    return applied;
  };
  return withBatchedWrites(store.db, async (db, statements, readAhead) => {
    const log = new ReplayLog(store, readAhead);
    try {
      const setup = performance.now();
      await db.transaction().execute(async (tx) => {
        await sql`DROP SCHEMA IF EXISTS ${sql.id(SCHEMA)} CASCADE`.execute(tx);
        await sql`CREATE SCHEMA ${sql.id(SCHEMA)}`.execute(tx);
        // All tables in one round trip: 41 of them one by one took a fixed half second on a loaded machine.
        const creates = tables.map(
          (t) => sql`CREATE UNLOGGED TABLE ${sql.id(SCHEMA, t)} (LIKE ${sql.id('public', t)} INCLUDING ALL)`,
        );
        await sql`${sql.join(creates, sql`;\n`)}`.execute(tx);
      });
      setupMillis = performance.now() - setup;
      if (Number.isFinite(chunk)) {
        let applied: number;
        do {
          applied = await db.transaction().execute((tx) => project(tx, log, chunk));
          chunks++;
        } while (applied === chunk);
        await opts.afterChunks?.();
      }
      return await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (tx) => {
          await project(tx, log, Number.POSITIVE_INFINITY);
          // Every event this snapshot sees up to the end read must have been applied: events are never
          // deleted, so fewer applied than seen means one committed after the chunk that passed it.
          const seen = await sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM events WHERE position <= ${after}`.execute(tx);
          if (seen.rows[0]!.n !== count) return null;
          const summaries = performance.now();
          for (const p of store.registry.projections) await p.rebuild?.(tx);
          // A read waits for every write held back (batched-writes.ts): the rate counts them all.
          await sql`SELECT 1`.execute(tx);
          summaryMillis = performance.now() - summaries;
          await sql`SET LOCAL search_path TO public`.execute(tx);
          const millis = performance.now() - started;
          const differences = await compare(tx, tables, opts.sampleLimit ?? 20);
          if (opts.apply) {
            for (const t of tables) {
              await sql`DELETE FROM ${sql.id('public', t)}`.execute(tx);
              await sql`INSERT INTO ${sql.id('public', t)} SELECT * FROM ${sql.id(SCHEMA, t)}`.execute(tx);
            }
          }
          return {
            events: count,
            millis,
            eventsPerSecond: millis > 0 ? Math.round((count / millis) * 1000) : count,
            differences,
            applied: Boolean(opts.apply),
            profile: {
              setupMillis,
              chunks,
              logMillis,
              summaryMillis,
              readMillis,
              statements: statements(),
              projections: [...timings.values()].sort((a, b) => b.millis - a.millis),
            },
          };
        });
    } finally {
      await sql`DROP SCHEMA IF EXISTS ${sql.id(SCHEMA)} CASCADE`.execute(db);
    }
  });
}

async function compare(tx: Tx | Db, tables: string[], limit: number): Promise<TableDifference[]> {
  const out: TableDifference[] = [];
  for (const t of tables) {
    const rebuilt = sql.id(SCHEMA, t);
    const live = sql.id('public', t);
    const missing = await sql`SELECT * FROM ${rebuilt} EXCEPT ALL SELECT * FROM ${live} LIMIT ${limit}`.execute(tx);
    const extra = await sql`SELECT * FROM ${live} EXCEPT ALL SELECT * FROM ${rebuilt} LIMIT ${limit}`.execute(tx);
    if (missing.rows.length || extra.rows.length) out.push({ table: t, missing: missing.rows, extra: extra.rows });
  }
  return out;
}
