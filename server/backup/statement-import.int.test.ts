import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/kysely';
import { multipartBody } from '../http/multipart-body';
import { demoPortalForFile } from '../testing/demo-portal';
import { freshDatabase } from '../testing/database';
import { tempDir } from '../testing/temp-dir';
import { restoreBackup } from './restore';
import { writeBackup } from './write';

// A bank statement waiting for its import job sits in file_blobs (payments' imports), but its
// import's row and job are left out of backups (tables.ts: uploaded again after a restore). Its
// bytes, the payers' names and IBANs, must not come back alone: nothing would ever read or remove them.

const demo = demoPortalForFile();
const target = await freshDatabase({ empty: true });
afterAll(() => target.drop());

const csv = [
  'Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung',
  '13.03.2026;13.03.2026;Gerda Gönnerin;DE02120300000000202051;CP-1234-WARTET;100,00;EUR',
].join('\n');

describe('a backup taken while a statement import waits', () => {
  it('leaves the statement out with its import: after a restore no bytes of it are kept', async () => {
    // This instance stops taking imports, so the one below waits as it would behind a busy worker.
    await demo.portal.runtime.boss.offWork('payments-statement-import');
    const started = await demo.portal.call('POST', '/api/payments/statement-imports', {
      token: demo.admin,
      ...multipartBody({ name: 'umsaetze.csv', bytes: Buffer.from(csv), type: 'text/csv' }),
    });
    expect(started.statusCode, started.body).toBe(201);
    const importId = started.json().id as string;
    const waiting = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM file_blobs WHERE file_id = ${importId}`.execute(demo.portal.runtime.ctx.db);
    expect(waiting.rows[0]!.n).toBe(1);

    const backup = await writeBackup(demo.portal.runtime.databaseUrl, { dir: tempDir('portal-import-backup-') });
    const report = await restoreBackup({ file: backup.file, url: target.url });
    expect(report.differences).toBe(0);
    const { db } = createDb(target.url, 1);
    try {
      const left = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM file_blobs
         WHERE file_id = ${importId} OR position(${Buffer.from('Gerda Gönnerin')} IN bytes) > 0`.execute(db);
      expect(left.rows[0]!.n).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
