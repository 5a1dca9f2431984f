import path from 'node:path';
import { formatNumber } from '../../lib/german/format';
import { loadConfig } from '../config';
import { RestoreRefused } from '../backup/read';
import { restoreBackup } from '../backup/restore';
import { cliDatabaseUrl } from './database';

// `npm run restore -- FILE [--replace]`: the backup FILE into DATABASE_URL or the embedded database
// of DATA_DIR (the portal stopped), then every read table rebuilt and verified, and everyone in the
// erasure ledger of BACKUP_DIR erased again. server/backup/README.md.
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const unknown = args.filter((a) => a.startsWith('--') && a !== '--replace');
if (!file || unknown.length > 0) {
  console.error('Aufruf: npm run restore -- DATEI [--replace]');
  process.exit(2);
}
const config = loadConfig();
const { url, stop } = await cliDatabaseUrl(config);
try {
  const r = await restoreBackup({
    file: path.resolve(file),
    url,
    passphrase: config.BACKUP_KEY,
    replace: args.includes('--replace'),
    ledgerDir: config.backupDir,
    log: (line) => console.log(line),
  });
  console.log(
    `Eingespielt: ${formatNumber(r.events)} Ereignisse (${formatNumber(r.eventsPerSecond)} Ereignisse/s beim Aufbau), ${r.jobs} wartende E-Mails, ` +
      `${r.erasedAgain} Löschungen aus dem Löschprotokoll erneut ausgeführt.`,
  );
  if (r.differences > 0) {
    console.error(
      `Prüfung fehlgeschlagen: ${r.differences} Lesetabellen weichen vom Protokoll ab (npm run replay zeigt sie).`,
    );
    process.exitCode = 1;
  } else console.log('Prüfung: keine Abweichungen. Das Portal kann gestartet werden.');
} catch (e) {
  console.error(
    e instanceof RestoreRefused
      ? e.message
      : `Das Einspielen ist fehlgeschlagen: ${e instanceof Error ? e.message : String(e)}`,
  );
  process.exitCode = 1;
} finally {
  await stop();
}
