import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';
import { createDb } from '../db/kysely';
import { migrateToLatest } from '../db/migrator';
import { freePort } from '../db/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the integration run: TEST_DATABASE_URL if set, else a throwaway embedded one.
 * A migrated template database is made once; each test file clones it (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dir: string | null = null;
  if (!adminUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-pg-'));
    fs.chmodSync(dir, 0o755);
    const port = await freePort();
    const embedded = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port, persistent: false });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const template = `portal_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const { db } = createDb(templateUrl.toString(), 2);
  await migrateToLatest(db);
  await db.destroy();
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
