import path from 'node:path';
import { benchBackup } from './backup';
import { benchCommands, COMMAND_WORKERS } from './commands';
import { benchDashboards } from './dashboards';
import { benchCommandHistory } from './history';
import { addClient, clientWithMeetings, seedFirm, type Client } from './fixtures';
import { benchHttp, registerBaselineRoute } from './http';
import { benchInvoices } from './invoices';
import { benchRealtime } from './realtime';
import { benchReplay } from './replay';
import { benchSlots } from './slots';
import { benchStatementImport } from './statement-import';
import { benchBusyCalendars } from './busy-calendars';
import { printResult, type BenchResult, type Mode } from './report';
import { startBenchPortal } from './setup';
import { benchWebSize } from './web-size';

// `npm run bench` (full) or `npm run bench -- --short` (CI). Short mode fails only when a
// benchmark itself fails (errors, non-2xx, missing pushes): CI machines vary too much to judge
// timings there. Full mode also fails when a target is missed.
const mode: Mode = process.argv.includes('--short') ? 'short' : 'full';
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (name: string) => !only || only.includes(name);
const started = performance.now();
const results: BenchResult[] = [];
let failed = false;
const timings: string[] = [];

async function step(name: string, work: () => Promise<BenchResult | BenchResult[]>): Promise<void> {
  if (!wanted(name)) return;
  const t0 = performance.now();
  try {
    const r = await work();
    for (const x of Array.isArray(r) ? r : [r]) {
      results.push(x);
      printResult(x);
    }
    // Where the run's time goes (the short bench is part of `npm test`).
    timings.push(`${name} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } catch (err) {
    failed = true;
    console.error(`\n== ${name}: FAILED\n${(err as Error).stack ?? String(err)}`);
  }
}

console.log(`Benchmarks (${mode} mode)`);
await step('web', () => benchWebSize(process.argv.includes('--built') ? path.resolve('dist/web') : undefined));
const setupStarted = performance.now();
const portal = await startBenchPortal({ beforeListen: registerBaselineRoute });
try {
  const firm = await seedFirm(portal);
  const reader = await clientWithMeetings(portal, firm, mode === 'full' ? 30 : 10);
  const workers: Client[] = [];
  for (let i = 0; i < COMMAND_WORKERS; i++) workers.push(await addClient(portal, firm));
  const watcher = await addClient(portal, firm);
  timings.push(`portal and firm ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
  await step('http', () => benchHttp(portal, firm, reader, mode));
  await step('commands', () => benchCommands(portal, firm, workers, mode));
  await step('history', () => benchCommandHistory(portal, firm, mode));
  await step('realtime', () => benchRealtime(portal, firm, watcher, mode));
  await step('slots', () => benchSlots(portal, firm, mode));
  await step('busy', () => benchBusyCalendars(portal, firm, mode));
  // Its template is everything the steps above wrote.
  await step('replay', () => benchReplay(portal, mode));
  // After the replay: the replay's copies of issued invoices would repeat their yearly numbers.
  await step('invoices', () => benchInvoices(portal, firm, mode));
  await step('statement-import', () => benchStatementImport(portal, firm, mode));
  // Last: it appends copies of the settled meetings to the log and replays them into the read tables.
  await step('dashboards', () => benchDashboards(portal, firm, mode));
  await step('backup', () => benchBackup(portal.databaseUrl, 'the bench firm'));
} catch (err) {
  failed = true;
  console.error(`\nBench setup FAILED\n${(err as Error).stack ?? String(err)}`);
} finally {
  await portal.close();
}

const missed = results.filter((r) => !r.met);
console.log(
  `\n${results.length} results, ${missed.length} targets missed${missed.length ? `: ${missed.map((r) => r.name).join('; ')}` : ''}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`time by step: ${timings.join(', ')}`);
if (failed) console.log('A benchmark FAILED (see above).');
process.exit(failed || (mode === 'full' && missed.length > 0) ? 1 : 0);
