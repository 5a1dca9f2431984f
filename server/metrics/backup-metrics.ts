import { Gauge, type Registry } from 'prom-client';
import { readBackupStatus } from '../backup/status';
import { nanOnFailure } from './scrape';

/**
 * The backups kept in `dir` (their header lines, server/backup/status.ts). With no backup at all the age is +Inf, so
 * an alert on `portal_backup_age_seconds > 26 * 3600` fires for a portal never backed up too.
 */
export function backupMetrics(registry: Registry, dir: string): void {
  // One folder read per scrape: the gauges are collected at once, so they join the read under way.
  let pending: ReturnType<typeof readBackupStatus> | null = null;
  const status = () =>
    (pending ??= readBackupStatus(dir).finally(() => {
      pending = null;
    }));
  const gauge = (name: string, help: string, read: (s: Awaited<ReturnType<typeof readBackupStatus>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        await nanOnFailure(this, async () => this.set(read(await status())));
      },
    });
  gauge('portal_backup_age_seconds', 'Alter der letzten Sicherung in Sekunden (+Inf: keine)', (s) =>
    s.latest ? Math.max(0, (Date.now() - Date.parse(s.latest.takenAt)) / 1000) : Number.POSITIVE_INFINITY,
  );
  gauge('portal_backup_last_timestamp_seconds', 'Zeitpunkt der letzten Sicherung (Unix-Sekunden, 0: keine)', (s) =>
    s.latest ? Date.parse(s.latest.takenAt) / 1000 : 0,
  );
  gauge(
    'portal_backup_last_size_bytes',
    'Größe der letzten Sicherung in Bytes (0: keine)',
    (s) => s.latest?.bytes ?? 0,
  );
  gauge('portal_backups_kept', 'Aufbewahrte Sicherungen', (s) => s.count);
  gauge('portal_backups_size_bytes', 'Größe aller aufbewahrten Sicherungen in Bytes', (s) => s.totalBytes);
}
