import { sql } from 'kysely';
import type { Db, Tx } from './kysely';

/** What `portal_schema` records: the portal version that last migrated the database, and the newest migration it knew. */
interface SchemaStamp {
  version: string;
  newestMigration: string;
}

const tableExists = async (db: Db | Tx, table: string) =>
  !!(await sql<{ name: string | null }>`SELECT to_regclass(${table})::text AS name`.execute(db)).rows[0]?.name;

/** The migrations the database records (`kysely_migration`, Kysely's bookkeeping), none before the first start. */
export async function recordedMigrations(db: Db | Tx): Promise<string[]> {
  if (!(await tableExists(db, 'kysely_migration'))) return [];
  return (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map(
    (r) => r.name,
  );
}

/** The stamp, or null on a database migrated before `portal_schema` existed. */
async function readStamp(db: Db | Tx): Promise<SchemaStamp | null> {
  if (!(await tableExists(db, 'portal_schema'))) return null;
  const row = (
    await sql<SchemaStamp>`SELECT version, newest_migration AS "newestMigration" FROM portal_schema`.execute(db)
  ).rows[0];
  return row ?? null;
}

/** Records `version` and its newest migration, in the transaction of a migration (once the table exists). */
export async function stamp(tx: Tx, version: string, newestMigration: string): Promise<void> {
  if (!(await tableExists(tx, 'portal_schema'))) return;
  await sql`
    INSERT INTO portal_schema (id, version, newest_migration, migrated_at) VALUES (true, ${version}, ${newestMigration}, now())
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, newest_migration = EXCLUDED.newest_migration,
      migrated_at = EXCLUDED.migrated_at`.execute(tx);
}

/**
 * The one refusal of a database that ran migrations this version does not know (a newer version's,
 * or another branch's), named before anything changes: by the version that migrated it when the
 * stamp tells (another version wrote it), else by the unknown names. Kysely would stop later, in English.
 */
function newerDatabaseMessage(
  unknown: readonly string[],
  recordedBy: SchemaStamp | null,
  version: string,
  known: readonly string[],
): string {
  const newestKnown = [...known].sort().at(-1) ?? '(keine)';
  const names = [...unknown].sort().join(', ');
  // The stamp explains the unknown names when another version wrote it, or one that knew more.
  if (recordedBy && (recordedBy.version !== version || !known.includes(recordedBy.newestMigration)))
    return (
      `Die Datenbank wurde von Version ${recordedBy.version} migriert (bis ${recordedBy.newestMigration}); ` +
      `diese Version ${version} kennt nur Migrationen bis ${newestKnown} (unbekannt: ${names}). ` +
      `Bitte starten Sie Version ${recordedBy.version} oder neuer, oder spielen Sie eine Sicherung ein.`
    );
  return (
    `Die Datenbank hat Migrationen ausgeführt, die diese Version ${version} nicht kennt (${names}); ` +
    `sie kennt nur Migrationen bis ${newestKnown}. Die Datenbank stammt von einer neueren oder anderen Version ` +
    `des Portals: bitte starten Sie diese, oder spielen Sie eine Sicherung ein.`
  );
}

/**
 * Refuses a database whose record names a migration that is neither in `known` nor in
 * `alsoKnown` (the names folded into the baseline), with `newerDatabaseMessage`.
 */
export async function refuseUnknownMigrations(
  db: Db | Tx,
  recorded: readonly string[],
  known: readonly string[],
  alsoKnown: readonly string[],
  version: string,
): Promise<void> {
  const unknown = recorded.filter((name) => !known.includes(name) && !alsoKnown.includes(name));
  if (unknown.length > 0) throw new Error(newerDatabaseMessage(unknown, await readStamp(db), version, known));
}
