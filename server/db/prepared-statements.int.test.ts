import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from './kysely';
import { fileDatabase } from '../testing/database';

const fresh = fileDatabase(1);

const prepared = async (c: Db) =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(c)).rows.map(
    (r) => r.statement,
  );

describe('the statement cache of a pooled connection', () => {
  it('prepares a parameterised statement once and reuses it; answers stay right', async () => {
    await fresh.db.connection().execute(async (c) => {
      const before = await prepared(c);
      const answers = [];
      for (const n of [1, 2, 3])
        answers.push((await sql<{ v: number }>`SELECT ${n}::int + 1 AS v`.execute(c)).rows[0]!.v);
      expect(answers).toEqual([2, 3, 4]);
      const added = (await prepared(c)).filter((s) => !before.includes(s));
      expect(added.filter((s) => s.includes('+ 1 AS v'))).toHaveLength(1);
    });
  });

  it('leaves statements without parameters unnamed', async () => {
    await fresh.db.connection().execute(async (c) => {
      await sql`SELECT 42 AS unnamed_marker`.execute(c);
      expect((await prepared(c)).some((s) => s.includes('unnamed_marker'))).toBe(false);
    });
  });

  it('keeps working past its limit (further texts run unnamed)', async () => {
    await fresh.db.connection().execute(async (c) => {
      for (let i = 0; i < 300; i++)
        expect((await sql<{ v: number }>`SELECT ${1}::int + ${sql.raw(String(i))} AS v`.execute(c)).rows[0]!.v).toBe(
          1 + i,
        );
      const texts = await prepared(c);
      expect(texts.length).toBeLessThanOrEqual(256);
      expect((await sql<{ v: number }>`SELECT ${5}::int * 3 AS v`.execute(c)).rows[0]!.v).toBe(15);
    });
  });

  it("survives a migration that changes a cached statement's columns (another instance migrating)", async () => {
    await sql`CREATE TABLE widened (id int PRIMARY KEY)`.execute(fresh.db);
    await sql`INSERT INTO widened VALUES (1)`.execute(fresh.db);
    const read = () => sql<Record<string, unknown>>`SELECT * FROM widened WHERE id = ${1}`.execute(fresh.db);
    expect((await read()).rows).toEqual([{ id: 1 }]);
    await sql`ALTER TABLE widened ADD COLUMN note text DEFAULT 'neu'`.execute(fresh.db);
    expect((await read()).rows).toEqual([{ id: 1, note: 'neu' }]);
    expect((await read()).rows).toEqual([{ id: 1, note: 'neu' }]);
  });
});
