import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/kysely';
import { replay, type EventStore } from './index';
import { counterStore, increment } from './test-helpers';

let db: Db;
let store: EventStore;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, store, close } = await counterStore());
});
afterAll(() => close());

describe('replay in committed chunks', () => {
  it('applies an event that commits behind the chunks already read: the rebuild runs again in one snapshot', async () => {
    // The late transaction takes its position first and commits only after the chunks have read past it.
    const late = await db.startTransaction().execute();
    await store.append(late, [increment('late', 0)]);
    for (let i = 0; i < 6; i++) await db.transaction().execute((tx) => store.append(tx, [increment(`after-${i}`, 0)]));

    let committed = false;
    const report = await replay(store, {
      chunk: 2,
      afterChunks: async () => {
        await late.commit().execute();
        committed = true;
      },
    });

    expect(committed).toBe(true);
    const { n } = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(db)).rows[0]!;
    expect(report.events).toBe(n);
    expect(report.differences).toEqual([]);
    const lateRow = await sql`SELECT total FROM counters WHERE id = 'late'`.execute(db);
    expect(lateRow.rows).toEqual([{ total: 1 }]);
  });
});
