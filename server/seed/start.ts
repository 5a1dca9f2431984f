import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Runtime } from '../runtime';
import type { SeedClock } from './clock';
import { planFirm } from './plan';
import type { FirmPlan } from './plan-types';
import { seedFirm } from './story';
import { describeCounts, storyEnd } from './summary';

// What `npm start` does with SEED_DEMO=auto: the demo firm's story (size demo, seed 42).

/** Whether the embedded database of DATA_DIR has never been initialised (its first start). */
export function freshEmbeddedDatabase(config: Pick<Config, 'dataDir' | 'DATABASE_URL'>): boolean {
  return !config.DATABASE_URL && !fs.existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'));
}

export function demoStoryPlan(): FirmPlan {
  return planFirm({ size: 'demo', seed: 42, endAt: storyEnd() });
}

/** Seeds the demo story into an empty database; the lines to print, or null if it holds accounts. */
export async function seedDemoStory(
  runtime: Runtime,
  clock: SeedClock,
  plan: FirmPlan = demoStoryPlan(),
): Promise<string[] | null> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(runtime.ctx.db);
  if ((rows[0]?.n ?? 0) > 0) return null;
  const report = await seedFirm(runtime, clock, plan);
  return [
    `Demo-Firma gesät in ${(report.millis / 1000).toFixed(1)} s (${report.events} Ereignisse, ${report.calls} HTTP-Aufrufe):`,
    ...describeCounts(report.expected),
  ];
}
