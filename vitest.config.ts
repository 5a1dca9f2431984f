import { defineConfig } from 'vitest/config';
import { INT_WORKERS } from './server/testing/int-workers.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'lib/**/*.unit.test.ts',
            'server/**/*.unit.test.ts',
            'modules/**/*.unit.test.ts',
            'jobs/**/*.unit.test.ts',
            'web/**/*.unit.test.{ts,tsx}',
          ],
          environment: 'node',
          globalSetup: ['server/testing/temp-root.ts'],
          // Pure functions: one module graph for all files (72 s → 15 s, mostly imports); the few
          // tests that stub globals or fake timers put them back in afterEach.
          isolate: false,
        },
      },
      {
        test: {
          name: 'int',
          include: ['server/**/*.int.test.ts', 'modules/**/*.int.test.ts', 'jobs/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['server/testing/temp-root.ts', 'server/testing/global-setup.ts'],
          // Which files check every snapshot against the whole fold (EVENTSTORE_VERIFY_SNAPSHOTS;
          // server/testing/snapshot-checks.ts); every other file's log is checked once at its end.
          setupFiles: ['server/testing/int-setup.ts'],
          // Room for the slowest files (20 s alone) when npm test runs the e2e tier beside them.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each worker its own PostgreSQL (server/testing/global-setup.ts).
          maxWorkers: INT_WORKERS,
          // One module graph per worker (import time 157 s → 14 s): every file makes and closes its
          // own runtime on its own database, as a file with two instances already does.
          isolate: false,
        },
      },
    ],
  },
});
