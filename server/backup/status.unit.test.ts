import { symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendErasures, readLedger, tornTail, type Erasure } from './ledger';
import { BACKUP_MAGIC, readBackupStatus } from './status';
import { tempDir } from '../testing/temp-dir';

const header = (takenAt: string) =>
  `${BACKUP_MAGIC} 1 ${JSON.stringify({ format: 1, takenAt, version: '0.1.0', migrations: [], events: 1, lastPosition: 1, encryption: null })}\n`;

describe('the backup folder as the system page and the metrics read it', () => {
  it('skips what is no backup (a dangling link, a header without time) and never takes a future one for the latest', async () => {
    const dir = tempDir('portal-status-');
    await writeFile(path.join(dir, 'a.backup'), header('2026-11-26T01:30:00.000Z'));
    await writeFile(path.join(dir, 'b.backup'), header('2099-01-01T00:00:00.000Z'));
    await writeFile(path.join(dir, 'c.backup'), `${BACKUP_MAGIC} 1 {"format":1}\n`);
    await writeFile(path.join(dir, 'd.backup'), 'kein Kopf');
    await symlink(path.join(dir, 'weg'), path.join(dir, 'e.backup'));
    const status = await readBackupStatus(dir, new Date('2026-11-27T12:00:00Z'));
    expect(status.count).toBe(2);
    expect(status.latest?.takenAt).toBe('2026-11-26T01:30:00.000Z');
  });
});

describe('the erasure ledger on disk', () => {
  const erasure = (personId: string): Erasure => ({
    at: '2026-11-27T10:00:00.000Z',
    personId,
    subjects: [personId],
    keepContractUntil: null,
  });

  it('an unfinished last line (a crash while writing) is left out and named, and cut off before the next append', async () => {
    const dir = tempDir('portal-ledger-');
    await appendErasures(dir, [erasure('p1')]);
    await writeFile(path.join(dir, 'erasure-ledger.jsonl'), `${JSON.stringify(erasure('p1'))}\n{"at":"2026-11-27T1`);
    expect((await readLedger(dir)).map((e) => e.personId)).toEqual(['p1']);
    expect(await tornTail(dir)).toBe('{"at":"2026-11-27T1');
    expect(await appendErasures(dir, [erasure('p1'), erasure('p2')])).toBe(1);
    expect((await readLedger(dir)).map((e) => e.personId)).toEqual(['p1', 'p2']);
    expect(await tornTail(dir)).toBeNull();
  });
});
