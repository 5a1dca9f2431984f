import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * vitest's global setup for both projects: one folder for the run's temporary files (`tempDir`),
 * handed to the workers through the environment and removed when the run ends.
 */
export default function setup(): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-run-'));
  process.env.PORTAL_TEST_TMP = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
