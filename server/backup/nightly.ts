import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import { scheduleSweep } from '../eventstore';
import { appendErasures, LEDGER_QUEUE, syncLedger, type Erasure } from './ledger';
import { backupsToKeep } from './retention';
import { listBackups, type BackupInfo } from './status';
import { writeBackup } from './write';

export const BACKUP_QUEUE = 'backup-nightly';
const OWN_FILE = /^portal-\d{4}-\d{2}-\d{2}T[\d-]+Z\.backup$/;
const OWN_PARTIAL = /^portal-\d{4}-\d{2}-\d{2}T[\d-]+Z\.backup\.partial$/;
/** A backup being written writes to its .partial all along; one untouched this long was left by a crash. */
const ABANDONED_MS = 3600_000;
/**
 * 01:30 Berlin: after the day's work, before the 03:00 sweeps (expiry, retention). Not 02:30: that
 * time is skipped in March and comes twice in October (`namesSummerTimeHour`).
 */
export const NIGHTLY = '30 1 * * *';

/**
 * One backup into BACKUP_DIR (after the ledger caught up with the database), then the backups past
 * retention deleted. Answers the new backup and the files deleted. The nightly job runs it, and the
 * admin's 'Jetzt sichern' (before an upgrade, say).
 */
export async function nightlyBackup(ctx: AppContext): Promise<{ written: BackupInfo; deleted: string[] }> {
  const dir = ctx.config.backupDir;
  await syncLedger(ctx.db, dir);
  const written = await writeBackup(ctx.databaseUrl, {
    dir,
    passphrase: ctx.config.BACKUP_KEY,
    ledgerDir: dir,
    now: ctx.now(),
  });
  // Only the portal's own files take part: a copy the operator put there under another name stays,
  // and holds no day, week or month for the rotation (else the portal's own newest of that day was
  // deleted, and the day kept only by a file the operator may remove).
  const own = (await listBackups(dir)).filter((b) => OWN_FILE.test(path.basename(b.file)));
  const keep = backupsToKeep(
    own.map((b) => b.takenAt),
    ctx.now(),
  );
  const deleted = own.filter((b) => !keep.has(b.takenAt)).map((b) => b.file);
  for (const file of deleted) await rm(file, { force: true });
  // Not counted as deleted backups: they never were one.
  for (const file of await abandonedPartials(dir)) await rm(file, { force: true });
  return { written, deleted };
}

/**
 * The portal's own half files that a crash left (the machine stopped mid-backup, so no rename and
 * no cleanup ran): never taken for a backup, but without this their bytes stayed on the disk for
 * good. One still being written ('Jetzt sichern' at the same time) was touched within the hour.
 */
async function abandonedPartials(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => OWN_PARTIAL.test(n));
  const files: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const at = (await stat(file).catch(() => null))?.mtimeMs;
    if (at !== undefined && Date.now() - at > ABANDONED_MS) files.push(file);
  }
  return files;
}

/** The nightly backup (one instance runs it: a singleton cron) and the ledger's writer. */
export async function startBackupJobs(ctx: AppContext, boss: PgBoss): Promise<void> {
  await scheduleSweep(boss, BACKUP_QUEUE, NIGHTLY, () => nightlyBackup(ctx));
  if (!(await boss.getQueue(LEDGER_QUEUE)))
    await boss.createQueue(LEDGER_QUEUE, { name: LEDGER_QUEUE, retryLimit: 20, retryDelay: 30, retryBackoff: true });
  await boss.work<Erasure>(LEDGER_QUEUE, async (jobs) => {
    await appendErasures(
      ctx.config.backupDir,
      jobs.map((j) => j.data),
    );
  });
}
