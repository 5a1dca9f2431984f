import pg from 'pg';
import type { Config } from '../config';
import { createDb, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrator';
import { openDatabase } from '../runtime';

/**
 * The database for a command-line tool: DATABASE_URL; else the embedded one of DATA_DIR, used
 * as it runs if `npm start` has it up, started for the duration of the command if not.
 */
export async function openCliDatabase(config: Config): Promise<{ db: Db; url: string; close(): Promise<void> }> {
  const { url, stop } = await cliDatabaseUrl(config);
  const { db } = createDb(url, 4);
  await migrateToLatest(db);
  return {
    db,
    url,
    close: async () => {
      await db.destroy();
      await stop();
    },
  };
}

/** The address of that database, unmigrated (a restore looks at it before it migrates), and how to stop what was started. */
export async function cliDatabaseUrl(config: Config): Promise<{ url: string; stop(): Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const running = await runningEmbeddedUrl(config);
  if (running) return { url: running, stop: async () => {} };
  const opened = await openDatabase(config);
  return { url: opened.url, stop: async () => opened.embedded?.stop() };
}

/** The embedded database of DATA_DIR if `npm start` (or another tool) has it up, else null. */
export async function runningEmbeddedUrl(config: Config): Promise<string | null> {
  const running = `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/portal`;
  const probe = new pg.Client({ connectionString: running, connectionTimeoutMillis: 1000 });
  const up = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => {});
  return up ? running : null;
}
