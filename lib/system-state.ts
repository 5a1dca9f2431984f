import { z } from 'zod';

// Isomorphic: the admin's view of the portal's state, GET /api/system (server/system/), shown in
// the 'System' card of /admin/settings. Times are ISO strings, sizes bytes.

/** A backup as written: when, its size, how many events of the log it holds, whether it is encrypted. */
const backupFields = {
  takenAt: z.string(),
  bytes: z.number().int(),
  events: z.number().int(),
  encrypted: z.boolean(),
};

const lastBackupSchema = z.object({
  ...backupFields,
  /** Seconds between the snapshot and the answer (by the server's real clock). */
  ageSeconds: z.number().int(),
  /** The portal version that wrote it. */
  version: z.string(),
});

export const systemStateSchema = z.object({
  version: z.string(),
  /** The migrations applied to the database, oldest first. */
  migrations: z.array(z.object({ name: z.string(), appliedAt: z.string() })),
  backups: z.object({
    dir: z.string(),
    /** How many backups the folder keeps, and their size together. */
    count: z.number().int(),
    totalBytes: z.number().int(),
    latest: lastBackupSchema.nullable(),
  }),
  /** Per queue, the jobs that failed for good in the last 7 days; the error text shortened, no job data. */
  failedJobs: z.array(
    z.object({
      queue: z.string(),
      count: z.number().int(),
      lastFailedAt: z.string(),
      lastError: z.string().nullable(),
    }),
  ),
});

export type SystemState = z.infer<typeof systemStateSchema>;

/** The answer of 'Jetzt sichern' (POST /api/system/backup): the backup written, and how many old ones the rotation deleted. */
export const backupTakenSchema = z.object({ ...backupFields, deleted: z.number().int() });

export type BackupTaken = z.infer<typeof backupTakenSchema>;

export const systemMessages = {
  backupFailed: 'Die Sicherung konnte nicht geschrieben werden. Bitte prüfen Sie den Sicherungsordner (BACKUP_DIR).',
} as const;

export const systemKeys = { state: ['system'] as const };

/** The job queues in German (jobs/boss.ts, server/backup/nightly.ts and ledger.ts name them); another queue shows its own name. */
const queueLabels: Record<string, string> = {
  email: 'E-Mails',
  housekeeping: 'Tägliche Wartung',
  'invoice-mail': 'Rechnungen per E-Mail',
  'backup-nightly': 'Nächtliche Sicherung',
  'erasure-ledger': 'Löschprotokoll der Sicherungen',
};

export const queueLabel = (queue: string): string => queueLabels[queue] ?? queue;
