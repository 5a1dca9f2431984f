import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { startRuntime } from '../runtime';
import { SeedClock } from '../seed/clock';
import { demoLogins } from '../seed/demo';
import { planFirm, storySpanDays } from '../seed/plan';
import { isSizeName, sizes } from '../seed/plan-types';
import { describeCounts, storyEnd } from '../seed/summary';
import { seedFirm } from '../seed/story';
import { DAY } from '../seed/time';
import { runningEmbeddedUrl } from './database';

// `npm run seed -- --size demo|S|M|L [--years N] [--seed 42] [--concurrency 6] [--http]`: builds a
// firm with a clock that runs from N years ago to today (server/seed/README.md): its frequent commands
// in process, the rest through the HTTP API; `--http` sends every step through the HTTP API.
// Into an empty database only: DATABASE_URL, else the embedded one of DATA_DIR.
const usage = 'Aufruf: npm run seed -- --size demo|S|M|L [--years N] [--seed 42] [--concurrency 6] [--http]';
const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'demo' },
    years: { type: 'string' },
    seed: { type: 'string', default: '42' },
    concurrency: { type: 'string' },
    http: { type: 'boolean', default: false },
  },
});
const size = values.size ?? 'demo';
const years = values.years === undefined ? undefined : Number(values.years);
const seed = Number(values.seed);
const concurrency = values.concurrency === undefined ? 6 : Number(values.concurrency);
if (
  !isSizeName(size) ||
  (years !== undefined && !(years > 0 && years <= 10)) ||
  !Number.isInteger(seed) ||
  !(concurrency >= 1 && concurrency <= 64)
) {
  console.error(usage);
  process.exit(2);
}
let config = loadConfig();
if (config.NODE_ENV === 'production') {
  console.error('Keine Demo-Firma in Produktion: ihre Zugänge haben veröffentlichte Passwörter.');
  process.exit(2);
}
// A running `npm start` keeps the embedded database of DATA_DIR; the story then goes into it.
const running = config.DATABASE_URL ? null : await runningEmbeddedUrl(config);
if (running) config = loadConfig(process.env, { DATABASE_URL: running });

const plan = planFirm({ size, seed, years, endAt: storyEnd() });
const s = sizes[size];
console.log(
  `Größe ${size} (${s.coaches} Acceleratoren, ${s.clients} Klienten, etwa ${s.meetings} Meetings), Seed ${seed}, ${storySpanDays(plan)} Tage Geschichte.`,
);
const clock = new SeedClock(plan.startAt);
let mails = 0;
const runtime = await startRuntime(config, {
  now: clock.now,
  serveWeb: false,
  logger: false,
  mailMaxAgeMs: DAY,
  log: (line) => (line.startsWith('E-Mail an') ? mails++ : console.log(line)),
});
let failed = false;
try {
  const mode = values.http ? 'http' : 'in-process';
  const report = await seedFirm(runtime, clock, plan, { concurrency, mode, progress: (line) => console.log(line) });
  const seconds = report.millis / 1000;
  const [load] = loadavg();
  console.log(
    `Fertig in ${seconds.toFixed(1)} s: ${report.events} Ereignisse (${Math.round(report.events / seconds)} Ereignisse/s), ${report.direct} Befehle im Prozess, ${report.calls} HTTP-Aufrufe (${Math.round(report.calls / seconds)}/s); Modus ${mode}, Last ${load?.toFixed(2)} auf ${cpus().length} Kernen.`,
  );
  for (const line of describeCounts(report.expected)) console.log(line);
  console.log(demoLogins().join('\n'));
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  clock.release();
  await runtime.close();
  if (mails > 0)
    console.log(
      `${mails} E-Mails der letzten 24 Stunden der Geschichte zugestellt (${config.SMTP_URL ? 'SMTP' : 'DATA_DIR/mail'}).`,
    );
}
process.exit(failed ? 1 : 0);
