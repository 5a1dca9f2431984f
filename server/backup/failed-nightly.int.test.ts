import { appendFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { until } from '../testing/until';
import { BACKUP_QUEUE, nightlyBackup } from './nightly';

// What an operator sees when the nightly backup fails: the last good backup stays (no rotation
// ran), no half file is there, and /metrics shows both the failure and the age of the good one.

const token = 'metrics-token-for-the-failed-night-0123';
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ env: { METRICS_TOKEN: token } });
});
afterAll(() => portal.close());

const DAY = 24 * 3600_000;
const sample = (body: string, line: string) => {
  const found = body.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('a nightly backup that fails', () => {
  it('keeps the last good backup, leaves no half file, and shows on /metrics as a failed job', async () => {
    const { ctx, boss } = portal.runtime;
    const dir = ctx.config.backupDir;
    // A week of good nights, then one whose ledger has a line nobody can read: the backup stops
    // before it writes (a skipped line would bring an erased person back).
    portal.clock.now = new Date(Date.now() - 7 * DAY);
    for (let night = 0; night < 7; night++) {
      await nightlyBackup(ctx);
      portal.clock.advance(DAY);
    }
    const good = (await readdir(dir)).filter((n) => n.endsWith('.backup')).sort();
    expect(good).toHaveLength(7);
    await appendFile(path.join(dir, 'erasure-ledger.jsonl'), '{"kein":"Eintrag"}\n');

    await boss.send(BACKUP_QUEUE, {});
    await until('the nightly job failed for good', async () => {
      const r = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${BACKUP_QUEUE} AND state = 'failed'`.execute(ctx.db);
      return r.rows[0]!.n > 0 ? true : undefined;
    });
    const names = await readdir(dir);
    expect(names.filter((n) => n.endsWith('.backup')).sort()).toEqual(good);
    expect(names.some((n) => n.endsWith('.partial'))).toBe(false);

    const res = await portal.call('GET', '/metrics', { headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(sample(res.body, `portal_jobs_failed_7d{queue="${BACKUP_QUEUE}"}`)).toBe(1);
    expect(sample(res.body, 'portal_backups_kept')).toBe(7);
    // The newest good backup was taken a day ago on the portal's clock: the age says so, not 0.
    const age = sample(res.body, 'portal_backup_age_seconds')!;
    expect(age).toBeGreaterThan(DAY / 1000 - 120);
    expect(age).toBeLessThan(DAY / 1000 + 600);
  });
});
