import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Folders a test writes (backups, exports, an erasure ledger): inside the run's own folder when the
// runner made one (`PORTAL_TEST_TMP`: vitest's global setup `temp-root.ts`, the e2e run's folder),
// which the runner removes at the end, so a run leaves nothing in the temp dir, also after a failure.

/** A new empty folder `<run folder or tmp>/<prefix>XXXXXX`. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(process.env.PORTAL_TEST_TMP ?? os.tmpdir(), prefix));
}
