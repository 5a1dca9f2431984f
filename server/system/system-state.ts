import { sql } from 'kysely';
import type { SystemState } from '../../lib/system-state';
import { failedJobs } from '../../jobs/queue-state';
import { readBackupStatus } from '../backup/status';
import type { Db } from '../db/kysely';
import { PORTAL_VERSION } from '../version';

/** What the admin's system card shows: version, migrations, backups, failing jobs. */
export async function readSystemState(db: Db, backupDir: string): Promise<SystemState> {
  const [migrations, backups, failed] = await Promise.all([
    sql<{ name: string; timestamp: string }>`SELECT name, timestamp FROM kysely_migration ORDER BY name`.execute(db),
    readBackupStatus(backupDir),
    failedJobs(db, 7),
  ]);
  const latest = backups.latest;
  return {
    version: PORTAL_VERSION,
    migrations: migrations.rows.map((m) => ({ name: m.name, appliedAt: new Date(m.timestamp).toISOString() })),
    backups: {
      dir: backups.dir,
      count: backups.count,
      totalBytes: backups.totalBytes,
      latest: latest && {
        takenAt: latest.takenAt,
        // The real clock, not the portal's (a test's or a seed's moved one): a file's age is real.
        ageSeconds: Math.max(0, Math.round((Date.now() - Date.parse(latest.takenAt)) / 1000)),
        bytes: latest.bytes,
        events: latest.events,
        encrypted: latest.encryption !== null,
        version: latest.version,
      },
    },
    failedJobs: failed.map((f) => ({ ...f, lastFailedAt: f.lastFailedAt.toISOString() })),
  };
}
