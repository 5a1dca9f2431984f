import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/database';
import { BASELINE, foldedIntoBaseline } from './baseline';
import { createDb, type Db } from './kysely';
import { migrateToLatest } from './migrator';

// A database made before the baseline records the folded migrations by name; its schema is the
// baseline's. The template database has the baseline: the older ones are written into its record.

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const d = await freshDatabase();
  drop = d.drop;
  db = createDb(d.url, 2).db;
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

const recorded = async () =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map((r) => r.name);

/** The record of a database that ran `names` before the baseline existed. */
async function recordedBeforeBaseline(names: readonly string[]) {
  await sql`DELETE FROM kysely_migration WHERE name = ${BASELINE}`.execute(db);
  for (const name of names)
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date(2026, 0, 1).toISOString()})`.execute(
      db,
    );
}

describe('a database made before the baseline', () => {
  beforeEach(async () => {
    await sql`DELETE FROM kysely_migration WHERE name = ${BASELINE} OR name = ANY(${[...foldedIntoBaseline]})`.execute(
      db,
    );
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${BASELINE}, ${new Date().toISOString()})`.execute(
      db,
    );
  });

  it('that ran every folded migration takes the baseline in their place and runs nothing', async () => {
    await recordedBeforeBaseline(foldedIntoBaseline);
    expect(await migrateToLatest(db)).toEqual([]);
    const names = await recorded();
    expect(names).toContain(BASELINE);
    expect(names.filter((n) => foldedIntoBaseline.includes(n))).toEqual([]);
  });

  it('two servers starting at once adopt it once', async () => {
    await recordedBeforeBaseline(foldedIntoBaseline);
    expect(await Promise.all([migrateToLatest(db), migrateToLatest(db)])).toEqual([[], []]);
    expect((await recorded()).filter((n) => n === BASELINE)).toHaveLength(1);
  });

  it('that ran only some of them is refused, naming what is missing, and its record stays as it was', async () => {
    const some = foldedIntoBaseline.slice(0, -2);
    await recordedBeforeBaseline(some);
    await expect(migrateToLatest(db)).rejects.toThrow(
      `es fehlen: ${foldedIntoBaseline.slice(-2).join(', ')}). Bitte starten Sie das Portal zuerst einmal in der Version`,
    );
    expect(await recorded()).toEqual([...some].sort());
  });

  it('a database with the baseline already keeps its record', async () => {
    const before = await recorded();
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await recorded()).toEqual(before);
  });
});
