import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from './kysely';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

// Forward only: files named NNNN_name.ts, applied in order, never edited once landed.
const provider: MigrationProvider = {
  async getMigrations() {
    const files = fs
      .readdirSync(migrationsDir)
      .filter((f) => /^\d{4}_.+\.ts$/.test(f))
      .sort();
    const out: Record<string, Migration> = {};
    for (const f of files) {
      const mod = (await import(pathToFileURL(path.join(migrationsDir, f)).href)) as Migration;
      out[f.replace(/\.ts$/, '')] = { up: mod.up };
    }
    return out;
  },
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Unordered: modules own number ranges (identity 0002, onboarding 01xx, packages 02xx, partners 03xx,
  // meetings 04xx, ...), so a database may meet a lower number after a higher one.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
