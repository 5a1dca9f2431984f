import { sql, type Kysely, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations';
import { fileDatabase } from '../testing/database';
import { PORTAL_VERSION } from '../version';
import type { Db } from './kysely';
import { migrateToLatest } from './migrator';

// Start-up migrates under one advisory lock, each migration in a transaction of its own, and refuses
// a database a newer version migrated. Each part on a database of its own (cloned from the template,
// which has every migration of this version).

const recorded = async (db: Db) =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map((r) => r.name);
const stampOf = async (db: Db) =>
  (
    await sql<{
      version: string;
      newest_migration: string;
    }>`SELECT version, newest_migration FROM portal_schema`.execute(db)
  ).rows;
const tableExists = async (db: Db, table: string) =>
  !!(await sql<{ name: string | null }>`SELECT to_regclass(${table})::text AS name`.execute(db)).rows[0]?.name;

const creates = (table: string): Migration => ({
  up: async (db: Kysely<unknown>) => {
    await sql`CREATE TABLE ${sql.table(table)} (id integer PRIMARY KEY)`.execute(db);
  },
});

describe('a migration that fails half-way', () => {
  const fresh = fileDatabase(2);

  it('leaves the one before applied and recorded, itself neither, and is named in German', async () => {
    const known = {
      ...migrations,
      '1400_probe_first': creates('probe_first'),
      '1401_probe_failing': {
        up: async (db: Kysely<unknown>) => {
          await sql`CREATE TABLE probe_half (id integer)`.execute(db); // half of it: rolled back with the rest
          await sql`SELECT 1 / 0`.execute(db);
        },
      },
    };
    await expect(migrateToLatest(fresh.db, { migrations: known, version: '0.2.0' })).rejects.toThrow(
      /^Die Migration 1401_probe_failing ist fehlgeschlagen und wurde vollständig zurückgenommen; die Datenbank steht auf der letzten gelungenen Migration davor\. Ursache: division by zero$/,
    );
    expect(await recorded(fresh.db)).toEqual([...Object.keys(migrations), '1400_probe_first']);
    expect(await tableExists(fresh.db, 'probe_first')).toBe(true);
    expect(await tableExists(fresh.db, 'probe_half')).toBe(false);
    // The stamp came with the migration that succeeded.
    expect(await stampOf(fresh.db)).toEqual([{ version: '0.2.0', newest_migration: '1401_probe_failing' }]);
  });
});

describe('two instances starting at once', () => {
  const fresh = fileDatabase(2);

  it('migrate once: the second waits for the lock and finds nothing pending', async () => {
    // Slow enough that both callers are under way before it commits.
    const slow: Migration = {
      up: async (db: Kysely<unknown>) => {
        await sql`SELECT pg_sleep(0.3)`.execute(db);
        await creates('probe_once').up(db);
      },
    };
    const known = { ...migrations, '1400_probe_once': slow };
    const both = await Promise.all([
      migrateToLatest(fresh.db, { migrations: known }),
      migrateToLatest(fresh.db, { migrations: known }),
    ]);
    expect(both.flat()).toEqual(['1400_probe_once']);
    expect(await recorded(fresh.db)).toEqual([...Object.keys(migrations), '1400_probe_once']);
    expect(await stampOf(fresh.db)).toEqual([{ version: PORTAL_VERSION, newest_migration: '1400_probe_once' }]);
  });
});

describe('a database a newer version migrated', () => {
  const fresh = fileDatabase(2);

  it('is refused at start, naming both versions, and nothing changes', async () => {
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('1400_feature_of_0_3', ${new Date().toISOString()})`.execute(
      fresh.db,
    );
    await sql`UPDATE portal_schema SET version = '0.3.0', newest_migration = '1400_feature_of_0_3'`.execute(fresh.db);
    const before = { recorded: await recorded(fresh.db), stamp: await stampOf(fresh.db) };
    const newestKnown = Object.keys(migrations).sort().at(-1)!;

    await expect(migrateToLatest(fresh.db)).rejects.toThrow(
      `Die Datenbank wurde von Version 0.3.0 migriert (bis 1400_feature_of_0_3); diese Version ${PORTAL_VERSION} ` +
        `kennt nur Migrationen bis ${newestKnown} (unbekannt: 1400_feature_of_0_3). ` +
        'Bitte starten Sie Version 0.3.0 oder neuer, oder spielen Sie eine Sicherung ein.',
    );
    // Nor does a pending migration of this version run on it.
    const withPending = { ...migrations, '1300_probe_pending': creates('probe_pending') };
    await expect(migrateToLatest(fresh.db, { migrations: withPending })).rejects.toThrow('von Version 0.3.0 migriert');
    expect({ recorded: await recorded(fresh.db), stamp: await stampOf(fresh.db) }).toEqual(before);
    expect(await tableExists(fresh.db, 'probe_pending')).toBe(false);
  });

  it('without a stamp (another branch) is refused by the unknown names', async () => {
    await sql`DELETE FROM portal_schema`.execute(fresh.db);
    await expect(migrateToLatest(fresh.db)).rejects.toThrow(
      `Die Datenbank hat Migrationen ausgeführt, die diese Version ${PORTAL_VERSION} nicht kennt (1400_feature_of_0_3); `,
    );
  });
});
