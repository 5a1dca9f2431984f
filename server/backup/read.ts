import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { PORTAL_VERSION } from '../version';
import { migrations } from '../../migrations';
import { sectionsOf, type Section } from './body';
import { backupKey, BackupUnreadable, decryptChunks } from './crypto';
import { BACKUP_FORMAT, readBackupHeader, type BackupHeader } from './status';

/** A backup that cannot be opened: the message says why, in German; nothing was changed. */
export class RestoreRefused extends Error {}

/** The header of `file`, refused when it is no backup this version can read or the key is missing. */
export async function openBackup(
  file: string,
  passphrase: string | undefined,
): Promise<{ header: BackupHeader; sections(): AsyncGenerator<Section> }> {
  const read = await readBackupHeader(file).catch(() => null);
  if (!read) throw new RestoreRefused(`Die Datei ${file} ist keine Sicherung dieses Portals.`);
  const { header, bodyOffset } = read;
  if (header.format > BACKUP_FORMAT)
    throw new RestoreRefused(
      `Die Sicherung hat das Format ${header.format}, diese Version (${PORTAL_VERSION}) liest bis Format ${BACKUP_FORMAT}. ` +
        `Bitte spielen Sie sie mit Version ${header.version} oder neuer ein.`,
    );
  const unknown = header.migrations.filter((m) => !(m in migrations));
  if (unknown.length > 0)
    throw new RestoreRefused(
      `Die Sicherung stammt von Version ${header.version} und hat Migrationen, die diese Version (${PORTAL_VERSION}) nicht kennt ` +
        `(${unknown.join(', ')}). Bitte spielen Sie sie mit Version ${header.version} oder neuer ein.`,
    );
  if (header.encryption && !passphrase)
    throw new RestoreRefused(
      'Die Sicherung ist verschlüsselt. Bitte setzen Sie BACKUP_KEY auf den Schlüssel, mit dem sie geschrieben wurde.',
    );
  const key = header.encryption ? backupKey(passphrase!, header.encryption.salt) : null;
  return {
    header,
    sections: () => sectionsOf(bodyOf(file, bodyOffset, key)),
  };
}

/** The plain text body: the file after its header, decrypted if it is, gunzipped; errors in German. */
function bodyOf(file: string, offset: number, key: Buffer | null): Readable {
  const gunzip = createGunzip();
  const raw = createReadStream(file, { start: offset });
  const decrypted = key ? raw.pipe(decryptChunks(key)) : raw;
  const fail = (e: Error) =>
    gunzip.destroy(
      e instanceof BackupUnreadable
        ? new RestoreRefused(e.message)
        : new RestoreRefused(`Die Sicherung ist beschädigt (${e.message}).`),
    );
  raw.on('error', fail);
  if (decrypted !== raw) decrypted.on('error', fail);
  decrypted.pipe(gunzip);
  gunzip.on('error', () => {}); // reported to the reader through its iteration
  return gunzip;
}

/**
 * Reads the whole backup once without touching a database: a wrong key, a damaged or cut-off file
 * is refused before anything is dropped or written. Answers the rows per section.
 */
export async function checkBackup(backup: Awaited<ReturnType<typeof openBackup>>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  try {
    for await (const section of backup.sections()) {
      let n = 0;
      for await (const _ of section.kind === 'table' ? section.rows : section.values) n++;
      counts[section.name] = n;
    }
  } catch (e) {
    if (e instanceof RestoreRefused) throw e;
    throw new RestoreRefused(e instanceof Error ? e.message : String(e));
  }
  return counts;
}
