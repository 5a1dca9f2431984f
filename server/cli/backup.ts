import path from 'node:path';
import { formatBytes } from '../../lib/german/bytes';
import { formatNumber } from '../../lib/german/format';
import { loadConfig } from '../config';
import { writeBackup } from '../backup/write';
import { cliDatabaseUrl } from './database';

// `npm run backup -- --out DIR`: one backup of the database (DATABASE_URL or the embedded one of
// DATA_DIR) into DIR (default BACKUP_DIR), encrypted when BACKUP_KEY is set; the file's path is the
// last line printed. server/backup/README.md.
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const config = loadConfig();
if (outAt >= 0 && !args[outAt + 1]) {
  console.error('Bitte geben Sie nach --out einen Ordner an.');
  process.exit(2);
}
const dir = path.resolve(outAt >= 0 ? args[outAt + 1]! : config.backupDir);
const { url, stop } = await cliDatabaseUrl(config);
try {
  const started = performance.now();
  const b = await writeBackup(url, { dir, passphrase: config.BACKUP_KEY, ledgerDir: config.backupDir });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Sicherung geschrieben: ${formatNumber(b.events)} Ereignisse, ${formatBytes(b.bytes)}` +
      `${b.encryption ? ', verschlüsselt' : ''}, in ${formatNumber(seconds, { max: 1 })} s ` +
      `(${formatNumber(Math.round(b.events / Math.max(seconds, 0.001)))} Ereignisse/s).`,
  );
  console.log(b.file);
} catch (e) {
  console.error(`Die Sicherung ist fehlgeschlagen: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await stop();
}
