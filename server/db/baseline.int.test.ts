import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations';
import { fileDatabase } from '../testing/database';
import { PORTAL_VERSION } from '../version';
import { BASELINE, foldedIntoBaseline } from './baseline';
import { migrateToLatest } from './migrator';

// A database made before the baseline records the folded migrations by name; its schema is the
// baseline's. The template database has the baseline and the migrations after it: the older ones
// are written into its record in the baseline's place.

const fresh = fileDatabase(2);

/** The migrations after the baseline, which the template ran too. */
const afterBaseline = Object.keys(migrations).filter((name) => name !== BASELINE);

const recorded = async () =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(fresh.db)).rows.map(
    (r) => r.name,
  );

/** The record of a database that ran `names` before the baseline existed. */
async function recordedBeforeBaseline(names: readonly string[]) {
  await sql`DELETE FROM kysely_migration WHERE name = ${BASELINE}`.execute(fresh.db);
  for (const name of names)
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date(2026, 0, 1).toISOString()})`.execute(
      fresh.db,
    );
}

describe('a database made before the baseline', () => {
  beforeEach(async () => {
    // Each test starts from the record of a database made with the baseline (the template's).
    await sql`DELETE FROM kysely_migration`.execute(fresh.db);
    for (const name of Object.keys(migrations))
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date().toISOString()})`.execute(
        fresh.db,
      );
  });

  it('that ran every folded migration takes the baseline in their place and runs nothing', async () => {
    await recordedBeforeBaseline(foldedIntoBaseline);
    expect(await migrateToLatest(fresh.db)).toEqual([]);
    const names = await recorded();
    expect(names).toContain(BASELINE);
    expect(names.filter((n) => foldedIntoBaseline.includes(n))).toEqual([]);
  });

  it('two servers starting at once adopt it once', async () => {
    await recordedBeforeBaseline(foldedIntoBaseline);
    expect(await Promise.all([migrateToLatest(fresh.db), migrateToLatest(fresh.db)])).toEqual([[], []]);
    expect((await recorded()).filter((n) => n === BASELINE)).toHaveLength(1);
  });

  it('that ran only some of them is refused, naming what is missing, and its record stays as it was', async () => {
    const some = foldedIntoBaseline.slice(0, -2);
    await recordedBeforeBaseline(some);
    await expect(migrateToLatest(fresh.db)).rejects.toThrow(
      `es fehlen: ${foldedIntoBaseline.slice(-2).join(', ')}). Bitte starten Sie das Portal zuerst einmal in der Version`,
    );
    expect(await recorded()).toEqual([...some, ...afterBaseline].sort());
  });

  it('that ran a migration this version does not know is refused before anything changes', async () => {
    const recordOfOtherBranch = [...foldedIntoBaseline, '0213_package_notes_of_another_branch'];
    await recordedBeforeBaseline(recordOfOtherBranch);
    await expect(migrateToLatest(fresh.db)).rejects.toThrow(
      `Die Datenbank hat Migrationen ausgeführt, die diese Version ${PORTAL_VERSION} nicht kennt ` +
        `(0213_package_notes_of_another_branch); sie kennt nur Migrationen bis ${afterBaseline.at(-1)}.`,
    );
    expect(await recorded()).toEqual([...recordOfOtherBranch, ...afterBaseline].sort());
  });

  it('a database with the baseline already keeps its record', async () => {
    const before = await recorded();
    expect(await migrateToLatest(fresh.db)).toEqual([]);
    expect(await recorded()).toEqual(before);
  });
});
