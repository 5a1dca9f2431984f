import { sql, type Migration } from 'kysely';
import { migrations as landed } from '../../migrations';
import { PORTAL_VERSION } from '../version';
import { adoptBaseline, foldedIntoBaseline } from './baseline';
import type { Db } from './kysely';
import { recordedMigrations, refuseUnknownMigrations, stamp } from './schema-version';

// Forward only: files named NNNN_name.ts in migrations/, applied in order, never edited once landed;
// migrations/index.ts lists them (the server runs bundled, without reading that folder). The 37
// landed up to 2026-11-25 are folded into `0000_baseline` (today's schema written once, server/db/baseline.ts).
//
// Run here, not by Kysely's Migrator: Kysely 0.28 runs all pending migrations in ONE transaction
// (a failure in the second rolls back the first too) or, with `disableTransactions`, in none. Each
// migration here has its own transaction with its record in `kysely_migration` (Kysely's table, kept)
// and the `portal_schema` stamp, so a failure leaves the database at the last migration that succeeded.

/** The session-level advisory lock all migrating instances queue behind (its own key space). */
const MIGRATION_LOCK = 'portal:migrations';

interface MigrateOptions {
  /** The migrations this version knows, by name (default: `migrations/index.ts`); tests pass their own. */
  migrations?: Record<string, Migration>;
  /** The version that stamps the database (default: `PORTAL_VERSION`, package.json). */
  version?: string;
}

/**
 * Brings the database to this version's migrations and answers the names applied. Under one
 * advisory lock on one connection (two instances starting at once: the second waits, then finds
 * nothing pending): first refuses a database that ran migrations this version does not know
 * (a newer version's), then adopts a database made before the baseline, then runs each pending
 * migration in number order, each in a transaction of its own. Unordered: modules own number ranges
 * (identity 0002, onboarding 01xx, packages 02xx, ...), so a database may meet a lower number after a higher one.
 */
export async function migrateToLatest(db: Db, opts: MigrateOptions = {}): Promise<string[]> {
  const known = opts.migrations ?? landed;
  const version = opts.version ?? PORTAL_VERSION;
  const names = Object.keys(known).sort();
  const newest = names.at(-1) ?? '';
  // Everything on the one connection that holds the lock: a second connection from a small pool
  // could wait forever behind another instance's caller waiting for the lock.
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(hashtextextended(${MIGRATION_LOCK}, 0))`.execute(conn);
    try {
      await refuseUnknownMigrations(conn, await recordedMigrations(conn), names, foldedIntoBaseline, version);
      await adoptBaseline(conn, names, version);
      await sql`CREATE TABLE IF NOT EXISTS kysely_migration (
        name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`.execute(conn);
      const ran = new Set(await recordedMigrations(conn));
      const applied: string[] = [];
      for (const name of names.filter((n) => !ran.has(n))) {
        await runOne(conn, name, known[name]!, version, newest);
        applied.push(name);
      }
      return applied;
    } finally {
      // A connection that fails here is gone, and its session's lock with it: the error that matters is the one before.
      await sql`SELECT pg_advisory_unlock(hashtextextended(${MIGRATION_LOCK}, 0))`.execute(conn).catch(() => {});
    }
  });
}

/** One migration, its record and the stamp in one transaction: all of it, or (on an error) none of it. */
async function runOne(db: Db, name: string, migration: Migration, version: string, newest: string): Promise<void> {
  try {
    await db.transaction().execute(async (tx) => {
      await migration.up(tx);
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date().toISOString()})`.execute(
        tx,
      );
      await stamp(tx, version, newest);
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Die Migration ${name} ist fehlgeschlagen und wurde vollständig zurückgenommen; die Datenbank steht auf ` +
        `der letzten gelungenen Migration davor. Ursache: ${reason}`,
      { cause: error },
    );
  }
}
