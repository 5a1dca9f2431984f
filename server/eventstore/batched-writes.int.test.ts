import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/kysely';
import { freshDatabase } from '../testing/database';
import { withBatchedWrites } from './batched-writes';

let db: Db;
type Sample = { id: number; label: string; at: Date };
let drop: () => Promise<void>;

beforeAll(async () => {
  const d = await freshDatabase();
  drop = d.drop;
  db = createDb(d.url, 4).db;
  await sql`CREATE TABLE samples (id int PRIMARY KEY, label text, at timestamptz, amount numeric, tags text[], doc jsonb, raw bytea, flag boolean)`.execute(
    db,
  );
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

// Quotes, backslashes, a placeholder look-alike, unicode and an SQL fragment: all must arrive as data.
const awkward = `O'Brien \\ "$1" ü 🙂 '); DROP TABLE samples; --`;
const row = {
  id: 1,
  label: awkward,
  at: new Date('2026-03-29T01:30:00.123Z'),
  amount: 2.5,
  tags: ['a', "b'c", 'd,e'],
  doc: JSON.stringify({ note: awkward }),
  raw: Buffer.from([0, 1, 254, 255]),
  flag: false,
};

describe('batched writes (the replay’s connection)', () => {
  it('stores every kind of value exactly as a parameterised write does', async () => {
    await db
      .insertInto('samples')
      .values({ ...row, id: 2 })
      .execute();
    await withBatchedWrites(db, (b) =>
      b.transaction().execute(async (tx) => {
        await tx.insertInto('samples').values(row).execute();
      }),
    );
    const [batched, direct] = (await Promise.all(
      [1, 2].map((id) => db.selectFrom('samples').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
    )) as [Sample, Sample];
    expect({ ...batched, id: 2 }).toEqual(direct);
    expect(batched.label).toBe(awkward);
    expect(batched.at.toISOString()).toBe('2026-03-29T01:30:00.123Z');
  });

  it('holds writes back until a read, which then sees them in order', async () => {
    await withBatchedWrites(db, (b) =>
      b.transaction().execute(async (tx) => {
        await tx.insertInto('samples').values({ id: 10, label: 'erst' }).execute();
        await tx.updateTable('samples').set({ label: 'dann' }).where('id', '=', 10).execute();
        // Not yet sent: another connection outside the transaction sees nothing anyway, so ask inside.
        const seen = await tx.selectFrom('samples').select('label').where('id', '=', 10).executeTakeFirst();
        expect(seen?.label).toBe('dann');
        await tx.deleteFrom('samples').where('id', '=', 10).execute();
      }),
    );
    expect(await db.selectFrom('samples').select('id').where('id', '=', 10).executeTakeFirst()).toBeUndefined();
  });

  it('a failing write fails the transaction and leaves nothing behind', async () => {
    const run = withBatchedWrites(db, (b) =>
      b.transaction().execute(async (tx) => {
        await tx.insertInto('samples').values({ id: 20, label: 'vorher' }).execute();
        await tx.insertInto('samples').values({ id: 20, label: 'doppelt' }).execute();
      }),
    );
    await expect(run).rejects.toThrow(/duplicate key/);
    expect(await db.selectFrom('samples').select('id').where('id', '=', 20).executeTakeFirst()).toBeUndefined();
    // The connection went back to the pool rolled back and without prepared statements: every pooled one works.
    const checks = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.connection().execute((c) =>
          sql<{
            n: number;
          }>`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'replay_write_%'`.execute(c),
        ),
      ),
    );
    expect(checks.map((r) => r.rows[0]!.n)).toEqual([0, 0, 0, 0]);
  });
});
