import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { backupKey, DAMAGED, decryptChunks, encryptChunks, newSalt, TRUNCATED, WRONG_KEY } from './crypto';

const salt = newSalt();
const key = await backupKey('ein langer Schlüssel für die Sicherung', salt);
const header = Buffer.from('PORTAL-BACKUP 1 {"events":3}\n');
const through = (bytes: Buffer, ...steps: NodeJS.ReadWriteStream[]) =>
  buffer(steps.reduce<NodeJS.ReadableStream>((s, step) => s.pipe(step), Readable.from([bytes])));

describe('chunked encryption of a backup', () => {
  it.each([0, 1, 64 * 1024, 64 * 1024 + 1, 300_000])('round-trips %i bytes', async (size) => {
    const plain = randomBytes(size);
    const sealed = await through(plain, encryptChunks(key, header));
    // No 32 plain bytes in the file (a shorter run may match by chance: a 1-byte text did, once in 12).
    expect(size < 32 || !sealed.includes(plain.subarray(0, 32))).toBe(true);
    expect((await through(sealed, decryptChunks(key, header))).equals(plain)).toBe(true);
  });

  it('refuses another key, a changed header or byte, a cut-off end and a dropped chunk, in German', async () => {
    const plain = randomBytes(200_000);
    const sealed = await through(plain, encryptChunks(key, header));
    const other = await backupKey('ein ganz anderer Schlüssel', salt);
    await expect(through(sealed, decryptChunks(other, header))).rejects.toThrow(WRONG_KEY);
    // The plain header is authenticated too: another event count (or `encryption` taken out) fails.
    const changedHeader = Buffer.from('PORTAL-BACKUP 1 {"events":4}\n');
    await expect(through(sealed, decryptChunks(key, changedHeader))).rejects.toThrow(WRONG_KEY);
    const changed = Buffer.from(sealed);
    changed[100_000]! ^= 1;
    await expect(through(changed, decryptChunks(key, header))).rejects.toThrow(DAMAGED);
    // Cut exactly after the second chunk: every chunk left is whole, but the last one is missing.
    const frame = 4 + 64 * 1024 + 16;
    await expect(through(sealed.subarray(0, 2 * frame), decryptChunks(key, header))).rejects.toThrow(TRUNCATED);
    await expect(through(sealed.subarray(0, sealed.length - 5), decryptChunks(key, header))).rejects.toThrow(TRUNCATED);
    const dropped = Buffer.concat([sealed.subarray(0, frame), sealed.subarray(2 * frame)]);
    await expect(through(dropped, decryptChunks(key, header))).rejects.toThrow(DAMAGED);
  });

  it('derives another key from another salt', async () => {
    expect((await backupKey('ein langer Schlüssel für die Sicherung', newSalt())).equals(key)).toBe(false);
  });
});
