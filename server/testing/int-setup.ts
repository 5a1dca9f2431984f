import { beforeAll } from 'vitest';
import { verifiesSnapshots } from './snapshot-checks';

// The int project's setup file, run before each test file's own hooks. The workers keep one module
// graph (isolate: false), so what is set here is set again for every file.

// Vitest reads a hook's first parameter as its fixtures and wants it destructured; the file is the second.
// eslint-disable-next-line no-empty-pattern
beforeAll(({}, suite) => {
  process.env.EVENTSTORE_VERIFY_SNAPSHOTS =
    process.env.INT_VERIFY_EVERYWHERE === '1' || verifiesSnapshots(suite.file.filepath) ? '1' : '0';
});
