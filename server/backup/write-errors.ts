/**
 * A backup the file system refused, said in German with the folder and the system's code: the
 * operator reads it in `npm run backup`, on the System card (the nightly job's last error) and in
 * the logs, and must know at once whether the disk is full, the rights are wrong or the path is.
 */
export class BackupUnwritable extends Error {}

const FULL = ['ENOSPC', 'EDQUOT'];
const FORBIDDEN = ['EACCES', 'EPERM', 'EROFS'];
const TAKEN = ['EEXIST', 'EISDIR'];

/**
 * The German error for a file-system failure while writing into `dir`; any other error as it is
 * (a connection to the database lost mid-backup has a code and a syscall too, but is no folder's fault).
 */
export function unwritable(e: unknown, dir: string): Error {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  const message =
    code === undefined
      ? null
      : FULL.includes(code)
        ? `Kein Platz mehr im Sicherungsordner ${dir} (${code}): die unvollständige Datei wurde entfernt, die bisherigen Sicherungen bleiben.`
        : FORBIDDEN.includes(code)
          ? `In den Sicherungsordner ${dir} darf das Portal nicht schreiben (${code}): bitte prüfen Sie seine Rechte.`
          : code === 'ENOTDIR'
            ? `Der Sicherungsordner ${dir} ist kein Ordner (ENOTDIR): bitte prüfen Sie den Pfad.`
            : TAKEN.includes(code)
              ? `Die Sicherung konnte nicht in ${dir} geschrieben werden: dort liegt schon etwas unter ihrem Namen (${code}).`
              : code === 'EIO'
                ? `Der Datenträger des Sicherungsordners ${dir} meldet einen Schreibfehler (EIO): bitte prüfen Sie ihn.`
                : null;
  return message === null ? (e as Error) : new BackupUnwritable(message, { cause: e });
}
