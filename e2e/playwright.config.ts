import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { artifactsDir, baseURL } from './support/env';

// Headless system Chromium (DESIGN.md) against the built app on a fresh embedded database.

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same engine and version as
 * `chromium`, without the browser's UI): the browser is most of the tier's CPU, and the shell ran
 * the same 43 tests in 64 s and 119 CPU seconds instead of 97 s and 186 (e2e/README.md). The full
 * browser when the shell is not installed; `CHROMIUM_PATH` chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: path.join(artifactsDir, 'test-results'),
  fullyParallel: true,
  // 3 on 2 cores: the tier waits more than it computes (e2e/README.md, figures); E2E_WORKERS to measure.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: true,
  retries: 0,
  // Room for a test that takes 10 s alone when npm test runs the integration tier beside it (2-3x).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
