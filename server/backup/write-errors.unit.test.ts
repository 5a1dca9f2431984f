import { describe, expect, it } from 'vitest';
import { BackupUnwritable, unwritable } from './write-errors';

const failure = (code: string) => Object.assign(new Error(`${code}: something, write`), { code, syscall: 'write' });

describe('a backup that cannot be written says why in German', () => {
  it.each([
    [
      'ENOSPC',
      'Kein Platz mehr im Sicherungsordner /mnt/sicherung (ENOSPC): die unvollständige Datei wurde entfernt, die bisherigen Sicherungen bleiben.',
    ],
    [
      'EDQUOT',
      'Kein Platz mehr im Sicherungsordner /mnt/sicherung (EDQUOT): die unvollständige Datei wurde entfernt, die bisherigen Sicherungen bleiben.',
    ],
    [
      'EACCES',
      'In den Sicherungsordner /mnt/sicherung darf das Portal nicht schreiben (EACCES): bitte prüfen Sie seine Rechte.',
    ],
    [
      'EROFS',
      'In den Sicherungsordner /mnt/sicherung darf das Portal nicht schreiben (EROFS): bitte prüfen Sie seine Rechte.',
    ],
    ['ENOTDIR', 'Der Sicherungsordner /mnt/sicherung ist kein Ordner (ENOTDIR): bitte prüfen Sie den Pfad.'],
    [
      'EIO',
      'Der Datenträger des Sicherungsordners /mnt/sicherung meldet einen Schreibfehler (EIO): bitte prüfen Sie ihn.',
    ],
  ])('%s', (code, message) => {
    const e = unwritable(failure(code), '/mnt/sicherung');
    expect(e).toBeInstanceOf(BackupUnwritable);
    expect(e.message).toBe(message);
  });

  it('leaves an error that is not the file system’s as it is (the database’s, say)', () => {
    const db = new Error('Verbindung abgebrochen');
    expect(unwritable(db, '/mnt/sicherung')).toBe(db);
    // A connection lost mid-backup has a code and a syscall too: still not the folder's fault.
    const lost = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' });
    expect(unwritable(lost, '/mnt/sicherung')).toBe(lost);
  });
});
