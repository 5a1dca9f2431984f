import { sql, type ControlledTransaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/kysely';
import { EventSubscriber, LOG_START, replay, type EventStore, type StoredEvent } from './index';
import { counterStore, increment } from '../testing/counter-store';

// Positions are taken when a row is inserted, transaction ids when a transaction first writes (or
// asks for its id), and rows become visible at commit: these tests open transactions on their own
// connections and interleave the three by hand.

let db: Db;
let url: string;
let store: EventStore;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, url, store, close } = await counterStore(8));
});
afterAll(() => close());

const note = (streamId: string) => increment(streamId, 0);

async function until(done: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

/** Opens one transaction per name, each taking its transaction id in the order given (the first the smallest). */
async function transactions<N extends string>(...names: N[]): Promise<Record<N, ControlledTransaction<never>>> {
  const out = {} as Record<N, ControlledTransaction<never>>;
  let previous = 0n;
  for (const n of names) {
    const tx = await db.startTransaction().execute();
    const xid = BigInt((await sql<{ x: string }>`SELECT pg_current_xact_id()::text AS x`.execute(tx)).rows[0]!.x);
    expect(xid).toBeGreaterThan(previous);
    previous = xid;
    out[n] = tx as ControlledTransaction<never>;
  }
  return out;
}

async function finish(txs: Record<string, ControlledTransaction<never>>): Promise<void> {
  for (const tx of Object.values(txs))
    await tx
      .rollback()
      .execute()
      .catch(() => {});
}

async function follow(): Promise<{ seen: StoredEvent[]; sub: EventSubscriber }> {
  const seen: StoredEvent[] = [];
  const sub = new EventSubscriber(store, url, (e) => void seen.push(e), await store.headCheckpoint());
  await sub.start();
  return { seen, sub };
}

describe('log follower', () => {
  it('delivers an event whose transaction has the larger xid but the smaller position and commits last', async () => {
    const { seen, sub } = await follow();
    // A takes its transaction id first (the smaller xid), then B (the larger one).
    const { a, b } = await transactions('a', 'b');
    try {
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
      await finish({ a, b });
    }
    await until(() => seen.length >= 2);
    await sub.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['n-early', 'n-late']);
    expect(sub.checkpoint).toEqual({ transactionId: seen[1]!.transactionId, position: seen[1]!.position });
  });

  it('looks again while a committed event is held back by a transaction that writes no event (no NOTIFY ends it)', async () => {
    const { seen, sub } = await follow();
    // X the smallest xid, then C (writes no event), then E.
    const { x, c, e } = await transactions('x', 'c', 'e');
    try {
      const [held] = await store.append(e, [note('n-held')]);
      await e.commit().execute();
      const [first] = await store.append(x, [note('n-first')]);
      expect(held!.position).toBeLessThan(first!.position);
      await x.commit().execute();
      // C is running: X's event (xid below C's) is delivered, E's (above) is held back.
      await until(() => seen.length >= 1);
      expect(seen.map((ev) => ev.streamId)).toEqual(['n-first']);
      expect(await store.readAll(sub.checkpoint)).toEqual([]);
      expect(await store.hasEventsAfter(sub.checkpoint)).toBe(true);
      // C ends without an event, so no NOTIFY comes: only looking again delivers E's event.
      await c.commit().execute();
    } finally {
      await finish({ x, c, e });
    }
    await until(() => seen.length >= 2);
    await sub.stop();
    expect(seen.map((ev) => ev.streamId)).toEqual(['n-first', 'n-held']);
    expect(await store.hasEventsAfter(sub.checkpoint)).toBe(false);
  });

  it('while nobody listens it steps over to the head without delivering; once someone does, it delivers what follows', async () => {
    const seen: StoredEvent[] = [];
    let listening = false;
    const sub = new EventSubscriber(
      store,
      url,
      (e) => void seen.push(e),
      await store.headCheckpoint(),
      () => {},
      () => listening,
    );
    await sub.start();
    const [quiet] = await db.transaction().execute((tx) => store.append(tx, [note('n-quiet')]));
    await until(() => sub.checkpoint.position === quiet!.position);
    expect(sub.checkpoint).toEqual({ transactionId: quiet!.transactionId, position: quiet!.position });
    listening = true;
    await db.transaction().execute((tx) => store.append(tx, [note('n-heard')]));
    await until(() => seen.length >= 1);
    await sub.stop();
    expect(seen.map((e) => e.streamId)).toEqual(['n-heard']);
  });

  it('reads the whole log in (transaction id, position) order from LOG_START, each event once', async () => {
    const all: StoredEvent[] = [];
    for (let batch = await store.readAll(LOG_START, 2); batch.length > 0; batch = await store.readAll(batch.at(-1)!, 2))
      all.push(...batch);
    const key = (ev: StoredEvent) => [BigInt(ev.transactionId), ev.position] as const;
    const sorted = [...all].sort((p, q) => {
      const [pt, pp] = key(p);
      const [qt, qp] = key(q);
      return pt === qt ? pp - qp : pt < qt ? -1 : 1;
    });
    expect(all).toEqual(sorted);
    expect(new Set(all.map((ev) => ev.position)).size).toBe(all.length);
    expect(all.map((ev) => ev.position).sort((p, q) => p - q)).toEqual(
      (await store.readPositions(all.map((ev) => ev.position))).map((ev) => ev.position),
    );
  });

  it('replay applies a stream in version order even where (transaction id, position) order differs', async () => {
    // P takes the smaller xid, Q the larger; Q appends version 1 and commits, then P appends version 2.
    const { p, q } = await transactions('p', 'q');
    try {
      const [v1] = await store.append(q, [increment('t-order', 0, 1)]);
      await q.commit().execute();
      const [v2] = await store.append(p, [increment('t-order', 1, 2)]);
      await p.commit().execute();
      expect(BigInt(v2!.transactionId)).toBeLessThan(BigInt(v1!.transactionId));
      expect(v1!.position).toBeLessThan(v2!.position);
    } finally {
      await finish({ p, q });
    }
    const row = await sql<{
      total: number;
      version: number;
    }>`SELECT total, version FROM counters WHERE id = 't-order'`.execute(db);
    expect(row.rows).toEqual([{ total: 3, version: 2 }]);
    // Version 2 before version 1 would leave total 2: replay reads its snapshot in position order.
    expect((await replay(store)).differences).toEqual([]);
  });
});
