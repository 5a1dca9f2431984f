import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { EventSubscriber, replay, ConcurrencyError, type StoredEvent } from './index';
import { counterStoreForFile, increment as inc } from '../testing/counter-store';

const counters = counterStoreForFile();

describe('event store', () => {
  it('lets exactly one of two concurrent appends at one expected version succeed', async () => {
    const results = await Promise.allSettled([
      counters.db.transaction().execute((tx) => counters.store.append(tx, [inc('c-race', 0)])),
      counters.db.transaction().execute((tx) => counters.store.append(tx, [inc('c-race', 0)])),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason instanceof ConcurrencyError || rejected.reason?.code === '23505').toBe(true);
    expect(await counters.store.readStream('c-race')).toHaveLength(1);
  });

  it('re-runs a command on a version conflict, so concurrent commands all land in order', async () => {
    const bump = () =>
      counters.store.execute(
        async (tx) => {
          const { version } = await counters.store.load(tx, 'c-retry', { initialState: () => 0, evolve: (s) => s + 1 });
          return { appends: [inc('c-retry', version)], result: version };
        },
        {},
        20,
      );
    await Promise.all(Array.from({ length: 8 }, bump));
    const events = await counters.store.readStream('c-retry');
    expect(events.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const row = await sql<{ total: number }>`SELECT total FROM counters WHERE id = 'c-retry'`.execute(counters.db);
    expect(row.rows[0]?.total).toBe(8);
  });

  it('answers ConcurrencyError after the bounded retries', async () => {
    await counters.db.transaction().execute((tx) => counters.store.append(tx, [inc('c-stale', 0)]));
    await expect(
      counters.store.execute(async () => ({ appends: [inc('c-stale', 0)], result: null }), {}, 2),
    ).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('appends to several streams atomically: one conflict writes nothing', async () => {
    await counters.db.transaction().execute((tx) => counters.store.append(tx, [inc('c-b', 0)]));
    await expect(
      counters.db.transaction().execute((tx) => counters.store.append(tx, [inc('c-a', 0), inc('c-b', 0)])),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await counters.store.readStream('c-a')).toHaveLength(0);
  });

  it('stores metadata and refuses to change the log', async () => {
    const [e] = await counters.db.transaction().execute((tx) =>
      counters.store.append(tx, [inc('c-meta', 0)], {
        actorId: 'u1',
        actorRole: 'admin',
        requestId: 'r1',
        correlationId: 'c1',
        causationId: null,
      }),
    );
    expect(e!.metadata).toEqual({
      actorId: 'u1',
      actorRole: 'admin',
      requestId: 'r1',
      correlationId: 'c1',
      causationId: null,
    });
    await expect(
      sql`UPDATE events SET data = '{}' WHERE position = ${e!.position}`.execute(counters.db),
    ).rejects.toThrow(/append-only/);
  });

  it('upcasts an old schema version on read', async () => {
    await sql`INSERT INTO events (event_id, stream_id, stream_type, version, type, schema_version, data)
      VALUES (gen_random_uuid(), 'c-old', 'counter', 1, 'Incremented', 1, '{"amount": 5}')`.execute(counters.db);
    // ... and the row its projection wrote back then.
    await sql`INSERT INTO counters (id, total, version) VALUES ('c-old', 5, 1)`.execute(counters.db);
    const [e] = await counters.store.readStream('c-old');
    expect(e).toMatchObject({ schemaVersion: 2, data: { by: 5 } });
  });

  it('a reader running during concurrent appends sees every event exactly once, in (transaction id, position) order', async () => {
    const seen: StoredEvent[] = [];
    const start = await counters.store.headCheckpoint();
    const sub = new EventSubscriber(counters.store, counters.url, (e) => void seen.push(e), start);
    await sub.start();
    // Writers whose transactions overlap and commit out of order (some hold theirs open a while).
    const writers = Array.from({ length: 40 }, (_, i) =>
      counters.db.transaction().execute(async (tx) => {
        const out = await counters.store.append(tx, [inc(`c-live-${i}`, 0)]);
        if (i % 5 === 0) await new Promise((r) => setTimeout(r, 30 + (i % 3) * 20));
        return out;
      }),
    );
    const written = (await Promise.all(writers)).flat();
    const deadline = Date.now() + 10_000;
    while (seen.length < written.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    await sub.stop();
    const positions = seen.map((e) => e.position);
    // In the followers' order: by transaction id, then position.
    const order = (e: StoredEvent) => BigInt(e.transactionId) * 1_000_000n + BigInt(e.position);
    expect(seen.map(order)).toEqual(seen.map(order).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(positions).size).toBe(positions.length);
    expect([...positions].sort((a, b) => a - b)).toEqual(written.map((e) => e.position).sort((a, b) => a - b));
  });

  it('replay rebuilds read tables identical to the live ones, and finds a tampered row', async () => {
    const clean = await replay(counters.store);
    expect(clean.differences).toEqual([]);
    expect(clean.events).toBeGreaterThan(40);
    await sql`UPDATE counters SET total = 999 WHERE id = 'c-retry'`.execute(counters.db);
    const dirty = await replay(counters.store);
    expect(dirty.differences.map((d) => d.table)).toEqual(['counters']);
    expect(dirty.differences[0]!.missing).toEqual([{ id: 'c-retry', total: 8, version: 8 }]);
    const applied = await replay(counters.store, { apply: true });
    expect(applied.applied).toBe(true);
    expect((await replay(counters.store)).differences).toEqual([]);
  });

  it('replay applies an event that commits behind the chunks already read: it runs again in one snapshot', async () => {
    // The late transaction takes its position first and commits only after the chunks have read past it.
    const late = await counters.db.startTransaction().execute();
    await counters.store.append(late, [inc('r-late', 0)]);
    for (let i = 0; i < 6; i++)
      await counters.db.transaction().execute((tx) => counters.store.append(tx, [inc(`r-after-${i}`, 0)]));

    let committed = false;
    const report = await replay(counters.store, {
      chunk: 2,
      afterChunks: async () => {
        await late.commit().execute();
        committed = true;
      },
    });

    expect(committed).toBe(true);
    const { n } = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(counters.db)).rows[0]!;
    expect(report.events).toBe(n);
    expect(report.differences).toEqual([]);
    expect((await sql`SELECT total FROM counters WHERE id = 'r-late'`.execute(counters.db)).rows).toEqual([
      { total: 1 },
    ]);
  });

  it('begins a new stream without reading the log; an id that exists after all is refused, nothing written', async () => {
    const counter = { initialState: () => 0, evolve: (n: number) => n + 1 };
    const begun = await counters.db.transaction().execute(async (tx) => {
      const loaded = counters.store.begin(tx, 'c-new', counter);
      await counters.store.append(tx, [inc('c-new', loaded.version)]);
      return loaded;
    });
    expect(begun).toEqual({ state: 0, version: 0, snapshotVersion: 0 });
    await expect(
      counters.db.transaction().execute(async (tx) => {
        counters.store.begin(tx, 'c-new', counter);
        await counters.store.append(tx, [inc('c-new', 0), inc('c-new-beside', 0)]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await counters.store.readStream('c-new')).toHaveLength(1);
    expect(await counters.store.readStream('c-new-beside')).toHaveLength(0);
  });

  it('the database sends NOTIFY events with the last position when an append commits, not before', async () => {
    const listener = new pg.Client({ connectionString: counters.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('LISTEN events');
    try {
      const tx = await counters.db.startTransaction().execute();
      const [, last] = await counters.store.append(tx, [inc('c-notify', 0), inc('c-notify-2', 0)]);
      await listener.query('SELECT 1');
      expect(heard).toEqual([]);
      await tx.commit().execute();
      await expect.poll(() => heard).toEqual([String(last!.position)]);
    } finally {
      await listener.end();
    }
  });
});
