import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';
import { createDb } from '../db/kysely';
import { migrateToLatest } from '../db/migrator';
import { freePort } from '../db/free-port';
import { INT_WORKERS } from './int-workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** one PostgreSQL per worker (`VITEST_POOL_ID` 1 … n), each holding the migrated template */
    adminDatabaseUrls: string[];
    templateDatabase: string;
  }
}

interface Cluster {
  url: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL of the integration run: TEST_DATABASE_URL if set (then one worker), else one
 * throwaway embedded cluster per worker. Separate clusters, not databases, because the log
 * follower's snapshot horizon is cluster-wide: a transaction of another file's database holds it
 * back, and the event store's ordering tests would see each other. A migrated template database is
 * made once per cluster; each test file clones it (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  const dir = external ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-pg-'));
  if (dir) fs.chmodSync(dir, 0o755);
  const clusters: Cluster[] = [];
  const template = `portal_template_${process.pid}`;
  const teardown = async () => {
    await Promise.all(clusters.map((c) => dropTemplate(c.url, template).then(() => c.stop())));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (external) clusters.push({ url: external, stop: async () => {} });
    else
      for (let i = 0; i < INT_WORKERS; i++) {
        const embedded = await startEmbeddedPostgres({
          dir: path.join(dir!, `pg${i}`),
          port: await freePort(),
          persistent: false,
        });
        clusters.push({ url: embedded.url, stop: embedded.stop });
      }
    await Promise.all(clusters.map((c) => makeTemplate(c.url, template)));
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide(
    'adminDatabaseUrls',
    clusters.map((c) => c.url),
  );
  project.provide('templateDatabase', template);
  return teardown;
}

async function makeTemplate(adminUrl: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const { db } = createDb(templateUrl.toString(), 2);
  await migrateToLatest(db);
  await db.destroy();
}

async function dropTemplate(adminUrl: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
}
