import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePortSync } from './free-port';

// Ports and folders of one e2e run. Chosen once in the runner process (when the config loads)
// and handed to the workers through the environment, which they inherit.

function ensure(name: string, make: () => string): string {
  process.env[name] ??= make();
  return process.env[name];
}

export const e2eEnv = {
  appPort: Number(ensure('E2E_APP_PORT', () => String(freePortSync()))),
  pgPort: Number(ensure('E2E_PG_PORT', () => String(freePortSync()))),
  smtpPort: Number(ensure('E2E_SMTP_PORT', () => String(freePortSync()))),
  runDir: ensure('E2E_RUN_DIR', () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))),
};

export const baseURL = `http://127.0.0.1:${e2eEnv.appPort}`;
export const mailDir = path.join(e2eEnv.runDir, 'mail');
export const dataDir = path.join(e2eEnv.runDir, 'data');
export const artifactsDir = path.resolve(import.meta.dirname, '../.artifacts');
