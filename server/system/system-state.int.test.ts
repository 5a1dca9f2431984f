import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from '../../modules/identity';
import { backupTakenSchema, systemMessages, systemStateSchema } from '../../lib/system-state';
import { BACKUP_MAGIC } from '../backup/status';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { PORTAL_VERSION } from '../version';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';
import { tempDir } from '../testing/temp-dir';

// GET /api/system: the admin's view of version, migrations, backups and failing jobs.

const backupDir = tempDir('portal-system-backups-');
let portal: TestPortal;
let admin: string;
let client: string;

beforeAll(async () => {
  portal = await startTestPortal({ env: { BACKUP_DIR: backupDir } });
  const { ctx } = portal.runtime;
  await registerUser(
    ctx,
    { email: 'sys-admin@beispiel.de', password: 'System-Admin-1', name: 'Sys', role: 'admin' },
    {},
  );
  await registerUser(
    ctx,
    {
      email: 'sys-kunde@beispiel.de',
      password: 'System-Kunde-1',
      name: 'Kim',
      role: 'user',
      acceptedTerms: LEGAL_VERSIONS,
    },
    {},
  );
  admin = await portal.signIn({ email: 'sys-admin@beispiel.de', password: 'System-Admin-1' });
  client = await portal.signIn({ email: 'sys-kunde@beispiel.de', password: 'System-Kunde-1' });
});
afterAll(() => portal.close());

const state = async () => {
  const res = await portal.call('GET', '/api/system', { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return systemStateSchema.strict().parse(res.json());
};

it('is the admin’s: a client is refused', async () => {
  expect((await portal.call('GET', '/api/system', { token: client })).statusCode).toBe(403);
  expect((await portal.call('GET', '/api/system')).statusCode).toBe(401);
});

it('names the version and the migrations applied; no backup yet', async () => {
  const s = await state();
  expect(s.version).toBe(PORTAL_VERSION);
  expect(s.migrations[0]?.name).toBe('0000_baseline');
  expect(Number.isNaN(Date.parse(s.migrations[0]!.appliedAt))).toBe(false);
  expect(s.backups).toEqual({ dir: backupDir, count: 0, totalBytes: 0, latest: null });
  expect(s.failedJobs).toEqual([]);
});

it('shows the newest backup of those kept, read from their header lines', async () => {
  const write = (name: string, hoursAgo: number, encrypted: boolean, bytes: number) => {
    const header = {
      format: 1,
      takenAt: new Date(Date.now() - hoursAgo * 3600_000).toISOString(),
      version: '0.0.9',
      migrations: ['0000_baseline'],
      events: 100 + hoursAgo,
      lastPosition: 100 + hoursAgo,
      encryption: encrypted ? { cipher: 'aes-256-gcm-chunked', salt: 'c2FsdA==' } : null,
    };
    writeFileSync(path.join(backupDir, name), `${BACKUP_MAGIC} 1 ${JSON.stringify(header)}\n${'x'.repeat(bytes)}`);
  };
  write('alt.backup', 27, false, 1000);
  write('neu.backup', 3, true, 2000);
  const { backups } = await state();
  expect(backups.count).toBe(2);
  expect(backups.latest).toMatchObject({ events: 103, encrypted: true, version: '0.0.9' });
  expect(backups.latest!.ageSeconds).toBeGreaterThanOrEqual(3 * 3600);
  expect(backups.latest!.ageSeconds).toBeLessThan(3 * 3600 + 60);
  expect(backups.totalBytes).toBeGreaterThan(3000);
});

it('lists jobs failed in the last 7 days per queue, with a short error text and no job data', async () => {
  const { boss } = portal.runtime;
  await boss.createQueue('system-test', { name: 'system-test', retryLimit: 0 });
  for (const message of ['erster Fehler', '550 <kim.kunde@beispiel.de>: Postfach unbekannt\n   at smtp']) {
    const id = (await boss.send('system-test', { to: 'kim.kunde@beispiel.de' }, { retryLimit: 0 }))!;
    await boss.fail('system-test', id, new Error(message));
  }
  const { failedJobs } = await state();
  expect(failedJobs).toEqual([
    { queue: 'system-test', count: 2, lastFailedAt: expect.any(String), lastError: expect.any(String) },
  ]);
  expect(failedJobs[0]!.lastError).toBe('550 <…@…>: Postfach unbekannt');
  expect(JSON.stringify(failedJobs)).not.toContain('kim.kunde');
});

it("'Jetzt sichern' writes a real backup that the state then shows; a client may not; an unwritable folder answers 503 in German", async () => {
  const before = (await state()).backups.count;
  const res = await portal.call('POST', '/api/system/backup', { token: admin });
  expect(res.statusCode, res.body).toBe(201);
  const taken = backupTakenSchema.strict().parse(res.json());
  expect(taken.encrypted).toBe(false);
  const after = await state();
  expect(after.backups.count).toBe(before + 1);
  expect(after.backups.latest).toMatchObject({ takenAt: taken.takenAt, bytes: taken.bytes, events: taken.events });
  expect((await portal.call('POST', '/api/system/backup', { token: client })).statusCode).toBe(403);

  // The folder is a file: nothing can be written there.
  const blocked = path.join(backupDir, 'kein-ordner');
  writeFileSync(blocked, '');
  const broken = await startTestPortal({ env: { BACKUP_DIR: path.join(blocked, 'sicherungen') } });
  try {
    const { ctx } = broken.runtime;
    await registerUser(
      ctx,
      { email: 'sys-admin2@beispiel.de', password: 'System-Admin-1', name: 'Sys', role: 'admin' },
      {},
    );
    const token = await broken.signIn({ email: 'sys-admin2@beispiel.de', password: 'System-Admin-1' });
    const failed = await broken.call('POST', '/api/system/backup', { token });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(systemMessages.backupFailed);
  } finally {
    await broken.close();
  }
});
