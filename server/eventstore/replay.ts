import { sql } from 'kysely';
import type { Db, Tx } from '../db/kysely';
import { withBatchedWrites } from './batched-writes';
import type { EventStore } from './store';

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
}

const SCHEMA = 'replay';

/**
 * Rebuilds every read table from the log into fresh tables in the schema `replay` (same shape as
 * the live ones; the projections write unqualified names, found first there through
 * search_path), compares them with the live tables, and with `apply` swaps the rebuilt rows in.
 * Runs in one transaction: a failed replay leaves nothing behind. The projections' writes go to
 * the database in batches (withBatchedWrites): one round trip per event would cap the rebuild at
 * the round-trip rate. The rebuilt tables are unlogged: they are thrown away at the end or copied
 * into the live ones, so nobody needs their write-ahead log.
 */
export async function replay(
  store: EventStore,
  opts: { apply?: boolean; sampleLimit?: number } = {},
): Promise<ReplayReport> {
  const tables = store.registry.readTables();
  const started = performance.now();
  // One snapshot for reading the log and comparing: commands running meanwhile change neither side.
  return withBatchedWrites(store.db, (db) =>
    db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        await sql`DROP SCHEMA IF EXISTS ${sql.id(SCHEMA)} CASCADE`.execute(tx);
        await sql`CREATE SCHEMA ${sql.id(SCHEMA)}`.execute(tx);
        for (const t of tables) {
          await sql`CREATE UNLOGGED TABLE ${sql.id(SCHEMA, t)} (LIKE ${sql.id('public', t)} INCLUDING ALL)`.execute(tx);
        }
        await sql`SET LOCAL search_path TO ${sql.id(SCHEMA)}, public`.execute(tx);
        const perEvent = store.registry.projections.filter((p) => !p.rebuild);
        let count = 0;
        let after = 0;
        for (
          let batch = await store.readSnapshot(tx, after);
          batch.length > 0;
          batch = await store.readSnapshot(tx, after)
        ) {
          for (const e of batch) {
            for (const p of perEvent) if (p.handles.includes(e.type)) await p.apply(tx, e);
            after = e.position;
            count++;
          }
        }
        for (const p of store.registry.projections) await p.rebuild?.(tx);
        await sql`SET LOCAL search_path TO public`.execute(tx);
        const millis = performance.now() - started;
        const differences = await compare(tx, tables, opts.sampleLimit ?? 20);
        if (opts.apply) {
          for (const t of tables) {
            await sql`DELETE FROM ${sql.id('public', t)}`.execute(tx);
            await sql`INSERT INTO ${sql.id('public', t)} SELECT * FROM ${sql.id(SCHEMA, t)}`.execute(tx);
          }
        }
        await sql`DROP SCHEMA ${sql.id(SCHEMA)} CASCADE`.execute(tx);
        return {
          events: count,
          millis,
          eventsPerSecond: millis > 0 ? Math.round((count / millis) * 1000) : count,
          differences,
          applied: Boolean(opts.apply),
        };
      }),
  );
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
