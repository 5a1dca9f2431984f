import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Encryption of a backup's body when BACKUP_KEY is set: AES-256-GCM in chunks of 64 KiB (the
 * STREAM construction), so a backup of any size is written and read as a stream, and every chunk is
 * authenticated before its bytes are used. The nonce is the chunk's number plus a last-chunk flag:
 * a chunk moved, dropped or cut off at the end fails, not just a changed byte. The key comes from
 * the passphrase and a random salt of this file (scrypt), so no two files share a key and the
 * counter nonces never repeat under one key.
 */
const CHUNK = 64 * 1024;
const TAG = 16;
const LENGTH = 4;

export function newSalt(): string {
  return randomBytes(16).toString('base64');
}

/** The file's key; scrypt runs on libuv's thread pool (about 0.25 s here), so the server keeps answering. */
export function backupKey(passphrase: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase,
      Buffer.from(salt, 'base64'),
      32,
      { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

function nonce(counter: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(BigInt(counter), 3);
  n[11] = last ? 1 : 0;
  return n;
}

/** A backup that cannot be read: the restore prints the message and changes nothing. */
export class BackupUnreadable extends Error {}

export const WRONG_KEY =
  'Die Sicherung lässt sich mit diesem Schlüssel (BACKUP_KEY) nicht entschlüsseln: falscher Schlüssel, oder Datei oder Kopfzeile verändert.';
export const DAMAGED = 'Die Sicherung ist beschädigt: ein Teil lässt sich nicht entschlüsseln.';
export const TRUNCATED = 'Die Sicherung ist unvollständig: sie endet mitten im Inhalt (abgebrochen oder beschädigt).';

/**
 * Plain bytes in, frames out: [length u32][ciphertext][tag] per chunk; the last chunk flagged.
 * `header` (the file's plain header line) is authenticated with every chunk: a changed header fails too.
 */
export function encryptChunks(key: Buffer, header: Buffer): Transform {
  let pending = Buffer.alloc(0);
  let counter = 0;
  const frame = (plain: Buffer, last: boolean): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce(counter++, last));
    cipher.setAAD(header);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const length = Buffer.alloc(LENGTH);
    length.writeUInt32BE(body.length);
    return Buffer.concat([length, body, cipher.getAuthTag()]);
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      // Keep at least one byte back: the last chunk must be the one written at the end, flagged.
      while (pending.length > CHUNK) {
        this.push(frame(pending.subarray(0, CHUNK), false));
        pending = pending.subarray(CHUNK);
      }
      done();
    },
    flush(done: TransformCallback) {
      this.push(frame(pending, true));
      done();
    },
  });
}

/** Frames in, plain bytes out; a wrong key, a changed byte or header, reordering or a cut-off end fails. */
export function decryptChunks(key: Buffer, header: Buffer): Transform {
  let pending = Buffer.alloc(0);
  let counter = 0;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= LENGTH) {
        const length = pending.readUInt32BE(0);
        if (length > CHUNK) return done(new BackupUnreadable(DAMAGED));
        if (pending.length < LENGTH + length + TAG) break;
        if (ended) return done(new BackupUnreadable(DAMAGED));
        const body = pending.subarray(LENGTH, LENGTH + length);
        const tag = pending.subarray(LENGTH + length, LENGTH + length + TAG);
        pending = pending.subarray(LENGTH + length + TAG);
        const plain = open(key, header, body, tag, counter, false) ?? open(key, header, body, tag, counter, true);
        if (!plain) return done(new BackupUnreadable(counter === 0 ? WRONG_KEY : DAMAGED));
        ended = plain.last;
        counter++;
        this.push(plain.bytes);
      }
      done();
    },
    flush(done: TransformCallback) {
      done(ended && pending.length === 0 ? undefined : new BackupUnreadable(TRUNCATED));
    },
  });
}

function open(key: Buffer, header: Buffer, body: Buffer, tag: Buffer, counter: number, last: boolean) {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce(counter, last));
    decipher.setAAD(header);
    decipher.setAuthTag(tag);
    return { bytes: Buffer.concat([decipher.update(body), decipher.final()]), last };
  } catch {
    return null;
  }
}
