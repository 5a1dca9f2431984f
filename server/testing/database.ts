import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, type Db } from '../db/kysely';
import { eventModules } from '../modules';
import { checkSnapshotAgreement } from './snapshot-agreement';

/** This worker's PostgreSQL (one per worker: `global-setup.ts`). */
function adminDatabaseUrl(): string {
  const urls = inject('adminDatabaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('Keine Test-Datenbank: global-setup.ts lief nicht.');
  return url;
}

/**
 * A fresh, migrated database for one test file, cloned from the run's template on this worker's
 * PostgreSQL; `empty`: a database with no table at all (what a restore meets on a new server).
 * `drop` first checks the snapshotted streams of its log (snapshot-agreement.ts), then drops it.
 */
export async function freshDatabase({ empty = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = adminDatabaseUrl();
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${empty ? 'template0' : inject('templateDatabase')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const disagreement = await snapshotsChecked(url.toString());
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await a.end();
      if (disagreement) throw disagreement;
    },
  };
}

/** The snapshot check of a database's log (null: it agrees, or the database is gone already). */
async function snapshotsChecked(url: string): Promise<unknown> {
  const db = createDb(url, 1).db;
  try {
    await checkSnapshotAgreement(db, eventModules);
    return null;
  } catch (error) {
    return (error as { code?: string }).code === '3D000' ? null : error; // 3D000: no such database
  } finally {
    await db.destroy();
  }
}

/**
 * A fresh database for the tests of one file, made before them and dropped after (the hooks are
 * registered here): `const fresh = fileDatabase(2)`, then `fresh.db` inside the tests.
 */
export function fileDatabase(poolSize: number): { readonly db: Db } {
  let handle: Db | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    const d = await freshDatabase();
    drop = d.drop;
    handle = createDb(d.url, poolSize).db;
  });
  afterAll(async () => {
    await handle?.destroy();
    await drop();
  });
  return {
    get db() {
      if (!handle) throw new Error('fileDatabase: the database exists inside the tests only');
      return handle;
    },
  };
}
