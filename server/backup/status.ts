import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A backup file starts with one plain header line (`PORTAL-BACKUP 1 {json}\n`) that says what it
 * holds without the key, so the admin's system page and the metrics can show the last backup of an
 * encrypted set too; the body after it is gzip (encrypted in chunks when BACKUP_KEY is set).
 */
export const BACKUP_MAGIC = 'PORTAL-BACKUP';
export const BACKUP_FORMAT = 1;
export const BACKUP_SUFFIX = '.backup';

export interface BackupHeader {
  format: number;
  /** When the snapshot was taken (ISO). */
  takenAt: string;
  /** The portal version that wrote it (package.json) and the migrations its schema had. */
  version: string;
  migrations: string[];
  events: number;
  /** The last position of the log in the snapshot (0 for an empty log). */
  lastPosition: number;
  /** Present when the body is encrypted: scrypt salt (base64) for BACKUP_KEY. */
  encryption: { cipher: 'aes-256-gcm-chunked'; salt: string } | null;
}

export interface BackupInfo extends BackupHeader {
  file: string;
  bytes: number;
}

interface BackupStatus {
  dir: string;
  latest: BackupInfo | null;
  count: number;
  /** Sum of the sizes of all backups kept. */
  totalBytes: number;
}

const isHeader = (h: Partial<BackupHeader> | null): h is BackupHeader =>
  typeof h === 'object' &&
  h !== null &&
  typeof h.format === 'number' &&
  typeof h.takenAt === 'string' &&
  !Number.isNaN(Date.parse(h.takenAt)) &&
  typeof h.version === 'string' &&
  Array.isArray(h.migrations) &&
  typeof h.events === 'number' &&
  typeof h.lastPosition === 'number';

/**
 * Reads the header line of a backup file (and its bytes: the encryption authenticates them), or
 * null when it is no backup of this portal or cannot be read (gone meanwhile, no permission).
 */
export async function readBackupHeader(
  file: string,
): Promise<{ header: BackupHeader; bodyOffset: number; line: Buffer } | null> {
  try {
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
      if (end < 0) return null;
      const line = buffer.subarray(0, end).toString('utf8');
      const prefix = `${BACKUP_MAGIC} `;
      if (!line.startsWith(prefix)) return null;
      const space = line.indexOf(' ', prefix.length);
      if (space < 0) return null;
      const header = JSON.parse(line.slice(space + 1)) as Partial<BackupHeader> | null;
      if (!isHeader(header)) return null;
      return { header, bodyOffset: end + 1, line: Buffer.from(buffer.subarray(0, end + 1)) };
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

/** The backups kept in `dir`, newest first (a missing folder has none; a file that is no backup is skipped). */
export async function listBackups(dir: string): Promise<BackupInfo[]> {
  const names = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [] as string[];
    throw e;
  });
  const out: BackupInfo[] = [];
  for (const name of names.filter((n) => n.endsWith(BACKUP_SUFFIX))) {
    const file = path.join(dir, name);
    const read = await readBackupHeader(file);
    const size = read && (await stat(file).catch(() => null))?.size;
    if (read && size !== undefined && size !== null) out.push({ ...read.header, file, bytes: size });
  }
  return out.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

/** What the system page and the metrics show about the backups in `dir`. */
export async function readBackupStatus(dir: string, now = new Date()): Promise<BackupStatus> {
  const all = await listBackups(dir);
  return {
    dir,
    // One dated after now (a clock that ran ahead, a copied file) would hide that no backup came since.
    latest: all.find((b) => b.takenAt <= now.toISOString()) ?? null,
    count: all.length,
    totalBytes: all.reduce((sum, b) => sum + b.bytes, 0),
  };
}
