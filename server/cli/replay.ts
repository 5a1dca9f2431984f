import { cpus, loadavg } from 'node:os';
import { loadConfig } from '../config';
import { EventRegistry, EventStore, replay } from '../eventstore';
import { copyRate } from '../eventstore/copy-rate';
import { eventModules } from '../modules';
import { openCliDatabase } from './database';

// `npm run replay [-- --apply | --verify] [--rate]`: rebuild every read table from the log, print
// the differences to the live tables; --apply swaps the rebuilt rows in; --verify exits 1 on any.
// --rate: afterwards the machine's read limit (a COPY of the log, issue 36 item 3) and replay's
// share of it; after the replay, so the COPY finds the log as warm as the replay left it.
const args = new Set(process.argv.slice(2));
const { db, url, close } = await openCliDatabase(loadConfig());
const report = await replay(new EventStore(db, new EventRegistry(eventModules)), { apply: args.has('--apply') });
console.log(
  `Replay: ${report.events} Ereignisse in ${report.millis.toFixed(0)} ms (${report.eventsPerSecond} Ereignisse/s)`,
);
if (args.has('--rate') && report.events > 0) {
  const copied = await copyRate(url);
  const copiedPerSecond = Math.round((copied.events / copied.millis) * 1000);
  console.log(
    `COPY des Protokolls: ${copied.events} Ereignisse in ${copied.millis.toFixed(0)} ms (${copiedPerSecond} Ereignisse/s); Replay ${(report.eventsPerSecond / copiedPerSecond).toFixed(3)} davon; Last ${loadavg()[0]!.toFixed(2)} auf ${cpus().length} Kernen.`,
  );
}
if (report.differences.length === 0)
  console.log('Keine Abweichungen: die Lesetabellen entsprechen dem Ereignisprotokoll.');
for (const d of report.differences) {
  console.log(`Abweichung in ${d.table}:`);
  for (const row of d.missing) console.log(`  fehlt live:     ${JSON.stringify(row)}`);
  for (const row of d.extra) console.log(`  nur live:       ${JSON.stringify(row)}`);
}
if (report.applied) console.log('Neu aufgebaute Tabellen übernommen (--apply).');
await close();
process.exit(args.has('--verify') && report.differences.length > 0 ? 1 : 0);
