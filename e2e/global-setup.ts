import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startAppServer } from './support/app-server';
import { artifactsDir, dataDir, e2eEnv, mailDir } from './support/env';
import { startMailSink } from './support/mail-sink';

// Starts the SMTP sink and the real app once for the whole run; the returned function is the teardown.
export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../dist/web/index.html'))) {
    throw new Error('dist/web fehlt: erst `npm run build` (das macht `npm run test:e2e`).');
  }
  const mail = await startMailSink(mailDir, e2eEnv.smtpPort);
  let app: Awaited<ReturnType<typeof startAppServer>>;
  try {
    app = await startAppServer({
      port: e2eEnv.appPort,
      pgPort: e2eEnv.pgPort,
      smtpPort: e2eEnv.smtpPort,
      dataDir,
      logFile: path.join(artifactsDir, 'server.log'),
    });
  } catch (error) {
    await mail.close();
    fs.rmSync(e2eEnv.runDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    // The audit promise: after the whole suite, the read tables are exactly what the log says.
    const verified = verifyReplay();
    await app.stop();
    await mail.close();
    fs.rmSync(e2eEnv.runDir, { recursive: true, force: true });
    if (!verified) throw new Error('npm run replay -- --verify fand Abweichungen nach der E2E-Suite (siehe oben).');
  };
}

/** `npm run replay -- --verify` against the suite's database while it still runs; prints the report. */
function verifyReplay(): boolean {
  const { DATABASE_URL: _external, ...env } = process.env;
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/replay.ts', '--verify'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(e2eEnv.pgPort) },
    encoding: 'utf8',
  });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  return r.status === 0;
}
