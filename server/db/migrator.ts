import { Migrator, type MigrationProvider } from 'kysely';
import { migrations } from '../../migrations';
import { adoptBaseline } from './baseline';
import type { Db } from './kysely';

// Forward only: files named NNNN_name.ts in migrations/, applied in order, never edited once landed;
// migrations/index.ts lists them (the server runs bundled, without reading that folder). The 37
// landed up to 2026-11-25 are folded into `0000_baseline` (today's schema written once, server/db/baseline.ts).
const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  await adoptBaseline(db, Object.keys(migrations));
  // Unordered: modules own number ranges (identity 0002, onboarding 01xx, packages 02xx, partners 03xx,
  // meetings 04xx, ...), so a database may meet a lower number after a higher one.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
