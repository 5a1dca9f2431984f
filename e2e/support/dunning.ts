import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { dataDir, e2eEnv } from './env';

/**
 * An invoice issued 50 days ago to a new business client, with its Zahlungserinnerung and 1. Mahnung
 * sent on their days (overdue-history.ts writes that past through the API of a second app instance
 * on the e2e database); the e2e server's clock is the real one, so the 2. Mahnung is due today.
 */
export function invoiceWithPastDunning(tag: string): {
  invoiceId: string;
  number: string;
  clientId: string;
  email: string;
} {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/support/overdue-history.ts', tag], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(e2eEnv.pgPort),
      SMTP_URL: `smtp://127.0.0.1:${e2eEnv.smtpPort}`,
      // Its backup folder inside the run's, removed with it (server/testing/temp-dir.ts).
      PORTAL_TEST_TMP: e2eEnv.runDir,
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`overdue-history: ${r.status} ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}
