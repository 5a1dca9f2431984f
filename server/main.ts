import { loadConfig } from './config';
import { startRuntime } from './runtime';
import { seedDemo, seedsDemo } from './seed/demo';
import { defaultAuthLimits } from '../modules/identity';

/** A request as the log keeps it: no query string (reset links carry tokens there), no headers. */
function requestForLog(req: { method: string; url: string; ip?: string }) {
  return { method: req.method, url: req.url.replace(/\?.*$/, ''), remoteAddress: req.ip };
}

// `npm start`: one app instance. Embedded Postgres (with demo data on first start) when no
// DATABASE_URL is set; graceful shutdown on SIGTERM and SIGINT.
const config = loadConfig();
const runtime = await startRuntime(config, {
  logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, serializers: { req: requestForLog } },
  authLimits: { ...defaultAuthLimits, perIp: { ...defaultAuthLimits.perIp, max: config.AUTH_IP_LIMIT } },
});

if (seedsDemo(config)) {
  const logins = await seedDemo(runtime.ctx);
  if (logins) console.log(logins.join('\n'));
}

await runtime.app.listen({ port: config.PORT, host: config.HOST });
console.log(`Portal listening on ${config.publicUrl}`);

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
