import { requestForLog } from './http/request-log';
import { quietDemoMails, startBanner } from './start-banner';
import { loadConfig } from './config';
import { startRuntime } from './runtime';
import { seedDemo, demoSeedKind, demoLogins } from './seed/demo';
import { SeedClock } from './seed/clock';
import { demoStoryPlan, freshEmbeddedDatabase, seedDemoStory } from './seed/start';
import { defaultAuthLimits } from '../modules/identity';

// `npm start`: one app instance. Embedded Postgres (with the demo firm on first start) when no
// DATABASE_URL is set; graceful shutdown on SIGTERM and SIGINT.
const config = loadConfig();
const seeding = demoSeedKind(config);
// On a fresh embedded database the demo firm's story starts two years ago: the clock stands
// there from the first start-up work (preset packages, milestone template) until the story
// reaches today, then it is the real time again (server/seed/README.md).
const plan = seeding === 'story' && freshEmbeddedDatabase(config) ? demoStoryPlan() : undefined;
const clock = new SeedClock(plan?.startAt ?? null);
const quiet = quietDemoMails(
  (line) => console.log(line),
  new Set(plan ? [...plan.coaches.map((c) => c.email), ...plan.lanes.map((l) => l.account.email)] : []),
);
const runtime = await startRuntime(config, {
  log: quiet.log,
  now: clock.now,
  logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, serializers: { req: requestForLog } },
  authLimits: { ...defaultAuthLimits, perIp: { ...defaultAuthLimits.perIp, max: config.AUTH_IP_LIMIT } },
  // Mails of a seeded story that lie more than a day back are not sent (jobs/email.ts).
  mailMaxAgeMs: seeding === 'story' ? 24 * 3600_000 : undefined,
}).catch((err: unknown) => {
  // The reasons a start stops (a left-over database, a port in use, a newer schema) are written for
  // the operator: the message, not a stack trace (LOG_LEVEL=debug shows that too).
  console.error(err instanceof Error ? err.message : `Start fehlgeschlagen / start failed: ${String(err)}`);
  if (config.LOG_LEVEL === 'debug' && err instanceof Error) console.error(err.stack);
  process.exit(1);
});

if (seeding === 'accounts') {
  await seedDemo(runtime.ctx);
} else if (seeding === 'story') {
  try {
    const lines = await seedDemoStory(runtime, clock, plan);
    if (lines) console.log(lines.join('\n'));
  } catch (err) {
    console.error(
      `Demo-Firma unvollständig gesät (${err instanceof Error ? err.message : String(err)}); für einen neuen Versuch DATA_DIR leeren.`,
    );
  } finally {
    clock.release();
  }
}

await runtime.app.listen({ port: config.PORT, host: config.HOST });
// Every start says where to go and who can sign in (the demo logins while the demo firm is there).
console.log(startBanner(config, seeding ? demoLogins() : [], quiet.left()).join('\n'));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: fahre herunter …`);
  const timer = setTimeout(() => process.exit(1), 15_000);
  await runtime.close().catch((err) => console.error(err));
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
