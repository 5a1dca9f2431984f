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
    ['EIO', 'Die Sicherung konnte nicht in /mnt/sicherung geschrieben werden (EIO: EIO: something, write).'],
  ])('%s', (code, message) => {
    const e = unwritable(failure(code), '/mnt/sicherung');
    expect(e).toBeInstanceOf(BackupUnwritable);
    expect(e.message).toBe(message);
  });

  it('leaves an error that is not the file system’s as it is (the database’s, say)', () => {
    const db = new Error('Verbindung abgebrochen');
    expect(unwritable(db, '/mnt/sicherung')).toBe(db);
  });
});
