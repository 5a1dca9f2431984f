import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Db } from '../db/kysely';
import { freshDatabase } from './database';
import { EventRegistry, EventStore, type EventModule, type StreamAppend } from '../eventstore';

// For the event store's own integration tests: a domain-free module of counters whose read table
// sums increments, on a fresh database.

const counterModule: EventModule = {
  name: 'counter',
  currentVersions: { Incremented: 2 },
  upcasters: [{ type: 'Incremented', fromVersion: 1, upcast: (d) => ({ by: (d as { amount: number }).amount }) }],
  projections: [
    {
      name: 'counters',
      tables: ['counters'],
      handles: ['Incremented'],
      // A row keeps the stream version it reflects: applied twice or out of order, an older event changes nothing.
      async apply(tx, e) {
        const by = (e.data as { by: number }).by;
        await sql`INSERT INTO counters (id, total, version) VALUES (${e.streamId}, ${by}, ${e.version})
          ON CONFLICT (id) DO UPDATE SET total = counters.total + ${by}, version = ${e.version}
          WHERE counters.version < ${e.version}`.execute(tx);
      },
    },
  ],
};

export const increment = (streamId: string, expectedVersion: number, by = 1): StreamAppend => ({
  streamId,
  streamType: 'counter',
  expectedVersion,
  events: [{ type: 'Incremented', data: { by } }],
});

/** A fresh database with the counters table and a store on it; `close` drops it. */
export async function counterStore(
  poolSize = 12,
): Promise<{ db: Db; url: string; store: EventStore; close(): Promise<void> }> {
  const d = await freshDatabase();
  const db = createDb(d.url, poolSize).db;
  await sql`CREATE TABLE counters (id text PRIMARY KEY, total integer NOT NULL, version integer NOT NULL)`.execute(db);
  return {
    db,
    url: d.url,
    store: new EventStore(db, new EventRegistry([counterModule])),
    async close() {
      await db.destroy();
      await d.drop();
    },
  };
}

/**
 * The counter store of one test file: made before its tests, dropped after them. Read its fields
 * inside hooks and tests (they are set by then).
 */
export function counterStoreForFile(poolSize?: number): { db: Db; url: string; store: EventStore } {
  const counters = {} as { db: Db; url: string; store: EventStore };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { close: drop, ...made } = await counterStore(poolSize);
    close = drop;
    Object.assign(counters, made);
  });
  afterAll(() => close?.());
  return counters;
}
