import { readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { until } from '../testing/until';
import { BACKUP_QUEUE, nightlyBackup } from './nightly';
import { backupsToKeep } from './retention';
import { listBackups } from './status';
import { writeBackup } from './write';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

const DAY = 24 * 3600_000;

describe('the nightly backup', () => {
  it('is a pg-boss cron at 01:30 Berlin, and its worker writes a backup into BACKUP_DIR', async () => {
    const { boss, ctx } = portal.runtime;
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === BACKUP_QUEUE)).toMatchObject({
      cron: '30 1 * * *',
      timezone: 'Europe/Berlin',
    });
    await boss.send(BACKUP_QUEUE, {});
    const [backup] = await until('a backup written by the job', async () => {
      const all = await listBackups(ctx.config.backupDir);
      return all.length > 0 ? all : undefined;
    });
    expect(backup!.events).toBeGreaterThan(0);
    expect(backup!.encryption).toBeNull();
  });

  it('over 100 nights with a moved clock keeps what the 7/4/12 rule keeps and deletes the rest', async () => {
    const { ctx } = portal.runtime;
    for (const b of await listBackups(ctx.config.backupDir)) await rm(b.file);
    portal.clock.now = new Date('2026-07-01T00:30:00Z');
    // The operator's own copy under another name: the rotation leaves it alone.
    const first = await nightlyBackup(ctx);
    await rename(first.written.file, path.join(ctx.config.backupDir, 'vor-upgrade.backup'));
    const written: string[] = [];
    let deleted = 0;
    for (let night = 0; night < 100; night++) {
      portal.clock.advance(DAY);
      const r = await nightlyBackup(ctx);
      written.push(r.written.takenAt);
      deleted += r.deleted.length;
    }
    const all = await listBackups(ctx.config.backupDir);
    expect(all.map((b) => path.basename(b.file))).toContain('vor-upgrade.backup');
    const kept = all
      .filter((b) => path.basename(b.file) !== 'vor-upgrade.backup')
      .map((b) => b.takenAt)
      .sort();
    expect(kept).toEqual([...backupsToKeep(written, portal.clock.now)].sort());
    // Last night is 9 October: 3–9 October; the weeks' newest add 20 and 27 September (this week's
    // and last week's are among the days); the months' add 31 July, 31 August, 30 September.
    expect(kept).toHaveLength(7 + 2 + 3);
    expect(deleted).toBe(100 - kept.length);
    expect(kept.at(-1)).toBe(portal.clock.now.toISOString());
    const names = await readdir(ctx.config.backupDir);
    expect(names.filter((n) => n.endsWith('.backup'))).toHaveLength(kept.length + 1);
    expect(names.some((n) => n.endsWith('.partial'))).toBe(false);
  });

  it('removes a half file a crash left (its own, untouched for an hour), never one still being written', async () => {
    const { ctx } = portal.runtime;
    const dir = ctx.config.backupDir;
    // A backup killed with its machine leaves its .partial: never a backup, but its bytes stay on
    // the disk night after night unless someone removes them.
    const stale = path.join(dir, 'portal-2026-10-01T01-30-00-000Z.backup.partial');
    const writing = path.join(dir, 'portal-2026-10-02T01-30-00-000Z.backup.partial');
    const foreign = path.join(dir, 'kopie.backup.partial');
    for (const f of [stale, writing, foreign]) await writeFile(f, 'halb');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    await utimes(foreign, twoHoursAgo, twoHoursAgo);
    await nightlyBackup(ctx);
    const names = await readdir(dir);
    expect(names).not.toContain(path.basename(stale));
    expect(names).toContain(path.basename(writing));
    expect(names).toContain(path.basename(foreign));
  });

  it("an operator's copy under another name holds no slot of the rotation: the portal's own newest of its day stays", async () => {
    const { ctx } = portal.runtime;
    const dir = ctx.config.backupDir;
    for (const b of await listBackups(dir)) await rm(b.file);
    portal.clock.now = new Date('2026-11-02T00:30:00Z'); // 01:30 Berlin
    const night = await nightlyBackup(ctx);
    // At 11:00 the operator takes one before an upgrade (npm run backup) and keeps it under a name of their own.
    const copy = await writeBackup(portal.runtime.databaseUrl, { dir, now: new Date('2026-11-02T10:00:00Z') });
    await rename(copy.file, path.join(dir, 'vor-upgrade.backup'));
    portal.clock.now = new Date('2026-11-03T00:30:00Z');
    await nightlyBackup(ctx);
    const names = (await listBackups(dir)).map((b) => path.basename(b.file));
    expect(names).toContain('vor-upgrade.backup');
    expect(names).toContain(path.basename(night.written.file));
  });
});
