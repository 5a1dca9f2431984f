import { loadConfig } from '../server/config';
import { openDatabase } from '../server/runtime';
import { benchBackup } from './backup';
import { printResult } from './report';

// `npm run bench:backup -- DATA_DIR [DATA_DIR …]`: the backup benchmark on seeded firms (`npm run seed
// -- --size demo|S` into each DATA_DIR, the portal not running there), one after the other.
const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('Aufruf: npm run bench:backup -- DATA_DIR [DATA_DIR …]');
  process.exit(2);
}
for (const [i, dir] of dirs.entries()) {
  const config = loadConfig({}, { DATA_DIR: dir, EMBEDDED_PG_PORT: 54_350 + i });
  const { url, embedded } = await openDatabase(config);
  try {
    printResult(await benchBackup(url, `the firm in ${dir}`));
  } finally {
    await embedded?.stop();
  }
}
