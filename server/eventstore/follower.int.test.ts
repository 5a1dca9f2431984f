import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/kysely';
import { freshDatabase } from '../testing/database';
import { EventRegistry, EventStore, EventSubscriber, type StoredEvent } from './index';

let db: Db;
let url: string;
let drop: () => Promise<void>;
let store: EventStore;

beforeAll(async () => {
  const d = await freshDatabase();
  url = d.url;
  drop = d.drop;
  db = createDb(url, 6).db;
  store = new EventStore(db, new EventRegistry([]));
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

const note = (streamId: string) => ({
  streamId,
  streamType: 'note',
  expectedVersion: 0,
  events: [{ type: 'Noted', data: {} }],
});

async function until(done: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

describe('log follower', () => {
  it('delivers an event whose transaction has the larger xid but the smaller position and commits last', async () => {
    const seen: StoredEvent[] = [];
    const sub = new EventSubscriber(store, url, (e) => void seen.push(e), await store.lastPosition());
    await sub.start();
    // A takes its transaction id first (the smaller xid), then B (the larger one).
    const a = await db.startTransaction().execute();
    const b = await db.startTransaction().execute();
    try {
      const xidA = (await sql<{ x: string }>`SELECT pg_current_xact_id()::text AS x`.execute(a)).rows[0]!.x;
      const xidB = (await sql<{ x: string }>`SELECT pg_current_xact_id()::text AS x`.execute(b)).rows[0]!.x;
      expect(BigInt(xidA)).toBeLessThan(BigInt(xidB));
      // B inserts first: the smaller position. A inserts after it (the larger position) and commits.
      const [late] = await store.append(b, [note('n-late')]);
      const [early] = await store.append(a, [note('n-early')]);
      expect(late!.position).toBeLessThan(early!.position);
      await a.commit().execute();
      // B is still running, so the oldest running xid is B's: A's event (older xid) is deliverable.
      await until(() => seen.some((e) => e.streamId === 'n-early'));
      expect(seen.map((e) => e.streamId)).toEqual(['n-early']);
      // B commits last: its event sits at a position below the one already delivered.
      await b.commit().execute();
    } finally {
      await a
        .rollback()
        .execute()
        .catch(() => {});
      await b
        .rollback()
        .execute()
        .catch(() => {});
    }
    await until(() => seen.length >= 2);
    await sub.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['n-early', 'n-late']);
  });
});
