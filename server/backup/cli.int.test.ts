import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/database';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { signedInClient } from '../testing/demo-portal';
import { tempDir } from '../testing/temp-dir';

const run = promisify(execFile);
let portal: TestPortal;
let target: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  portal = await startTestPortal();
  target = await freshDatabase();
});
afterAll(async () => {
  await portal.close();
  await target.drop();
});

/** `npm run backup|restore -- args` as the README says, with DATABASE_URL; exit code and output. */
async function cli(
  command: 'backup' | 'restore',
  args: string[],
  databaseUrl: string,
  env: Record<string, string> = {},
) {
  const r = await run(process.execPath, ['--import', 'tsx', `server/cli/${command}.ts`, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BACKUP_DIR: portal.runtime.ctx.config.backupDir,
      LOG_LEVEL: 'silent',
      ...env,
    },
  }).then(
    (x) => ({ code: 0, ...x }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
  return { ...r, lines: r.stdout.trim().split('\n') };
}

describe('npm run backup and npm run restore', () => {
  it('backup prints the file on its last line and exits 0; restore loads it and verifies', async () => {
    await signedInClient(portal, { email: 'cli.kunde@beispiel.de', name: 'Jürgen Übermuth' });
    const out = tempDir('portal-cli-');
    const backup = await cli('backup', ['--out', out], portal.runtime.databaseUrl, {
      BACKUP_KEY: 'geheimer Schlüssel 1234',
    });
    expect(backup.code, backup.stderr).toBe(0);
    const file = backup.lines.at(-1)!;
    expect(path.dirname(file)).toBe(out);
    expect((await stat(file)).size).toBeGreaterThan(0);
    expect(backup.stdout).toMatch(
      /Sicherung geschrieben: [\d.]+ Ereignisse, \d+(,\d)? kB, verschlüsselt, in \d+(,\d)? s/,
    );

    const withoutKey = await cli('restore', [file], target.url);
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.stderr).toContain('Die Sicherung ist verschlüsselt. Bitte setzen Sie BACKUP_KEY');

    const restored = await cli('restore', [file], target.url, { BACKUP_KEY: 'geheimer Schlüssel 1234' });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('Prüfung: keine Abweichungen.');

    const again = await cli('restore', [file], target.url, { BACKUP_KEY: 'geheimer Schlüssel 1234' });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Die Datenbank enthält schon Daten.');
  });

  it('a call without a file, or with an unknown flag, says how to call it', async () => {
    const r = await cli('restore', ['--ersetzen'], target.url);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Aufruf: npm run restore -- DATEI [--replace] [--unencrypted]');
  });
});
