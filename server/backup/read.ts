import { createReadStream } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { PORTAL_VERSION } from '../version';
import { migrations } from '../../migrations';
import { sectionsOf, type Section } from './body';
import { backupKey, BackupUnreadable, decryptChunks } from './crypto';
import { BACKUP_FORMAT, readBackupHeader, type BackupHeader } from './status';

/** A backup that cannot be opened: the message says why, in German; nothing was changed. */
export class RestoreRefused extends Error {}

/**
 * The header of `file`, refused when it is no backup this version can read, the key is missing, or
 * it is not encrypted although a key is set (anyone could have written a plain file; `allowPlain`
 * after the operator said so).
 */
export async function openBackup(
  file: string,
  passphrase: string | undefined,
  allowPlain = false,
): Promise<{ header: BackupHeader; sections(): AsyncGenerator<Section> }> {
  const read = await readBackupHeader(file).catch(() => null);
  if (!read) throw new RestoreRefused(`Die Datei ${file} ist keine Sicherung dieses Portals.`);
  const { header, bodyOffset, line } = read;
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
  if (!header.encryption && passphrase && !allowPlain)
    throw new RestoreRefused(
      'Die Sicherung ist nicht verschlüsselt, obwohl BACKUP_KEY gesetzt ist: eine unverschlüsselte Datei kann jeder ' +
        'geschrieben haben. Wenn sie von Ihnen stammt, spielen Sie sie mit --unencrypted ein.',
    );
  const key = header.encryption ? await backupKey(passphrase!, header.encryption.salt) : null;
  return {
    header,
    sections: () => sectionsOf(bodyOf(file, bodyOffset, key && { key, header: line })),
  };
}

/** The plain text body: the file after its header, decrypted if it is, gunzipped; every failure in German. */
function bodyOf(file: string, offset: number, sealed: { key: Buffer; header: Buffer } | null): Readable {
  const text = new PassThrough();
  const fail = (e: NodeJS.ErrnoException) =>
    text.destroy(
      new RestoreRefused(
        e instanceof BackupUnreadable
          ? e.message
          : e.code?.startsWith('Z_')
            ? 'Die Sicherung ist beschädigt: sie lässt sich nicht entpacken.'
            : `Die Sicherung lässt sich nicht lesen (${e.code ?? e.message}).`,
      ),
    );
  const raw = createReadStream(file, { start: offset }).on('error', fail);
  const decrypted = sealed ? raw.pipe(decryptChunks(sealed.key, sealed.header)).on('error', fail) : raw;
  decrypted.pipe(createGunzip().on('error', fail)).pipe(text);
  return text;
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
