import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/kysely';
import { demoAdmin } from '../seed/demo-accounts';
import { multipartBody } from '../http/multipart-body';
import { circleWorldForFile } from '../testing/circle-world';
import { freshDatabase } from '../testing/database';
import { callsInto, listeningRuntimes } from '../testing/harness';
import { tempDir } from '../testing/temp-dir';
import { until } from '../testing/until';
import { readLedger } from './ledger';
import { restoreBackup } from './restore';
import { writeBackup } from './write';

// A client's file bytes live beside the log (file_blobs, a kept table), so no replay and no shredded
// key makes them unreadable: a restore of an older backup must remove them again for a client the
// erasure ledger names, as the client's erasure did (files' `blobsErasure`).
const world = circleWorldForFile();
const target = await freshDatabase({ empty: true });
afterAll(() => target.drop());

const keptBytes = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'),
  Buffer.from([0, 1, 2, 92, 120, 255, 254, 10, 13, 9]), // NUL, a backslash, 'x', high bytes, line ends: COPY's escapes
  Buffer.from('\n%%EOF\n'),
]);
const scan = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nPersonalausweis Kreis\n%%EOF\n', 'latin1');

describe('a restore and the files kept on clients', () => {
  it('bytes come back byte for byte, except those of a client erased after the backup: none of theirs, nobody downloads it', async () => {
    const client = await world.clientWithPackage();
    const uploaded = await world.portal.call('POST', `/api/clients/${client.id}/files`, {
      token: client.token,
      ...multipartBody({ name: 'Ausweis.pdf', bytes: scan }, { visibility: 'shared' }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().id as string;
    // A client who stays: their file comes back byte for byte.
    const stays = await world.clientWithPackage();
    const kept = await world.portal.call('POST', `/api/clients/${stays.id}/files`, {
      token: stays.token,
      ...multipartBody({ name: 'Vertrag.pdf', bytes: keptBytes }, { visibility: 'shared' }),
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const ledgerDir = world.portal.runtime.ctx.config.backupDir;
    const backup = await writeBackup(world.portal.runtime.databaseUrl, {
      dir: tempDir('portal-erased-files-'),
      ledgerDir,
    });

    expect((await world.portal.call('DELETE', '/api/users/me', { token: client.token })).statusCode).toBe(200);
    await until('the ledger line', async () => (await readLedger(ledgerDir)).find((e) => e.personId === client.id));
    expect(await world.rowsOf('file_blobs', client.id)).toBe(0);

    const report = await restoreBackup({ file: backup.file, url: target.url, ledgerDir });
    expect(report.erasedAgain).toBe(1);
    expect(report.differences).toBe(0);
    const { db } = createDb(target.url, 1);
    try {
      const left = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM file_blobs WHERE client_id = ${client.id} OR position(${scan} IN bytes) > 0`.execute(
        db,
      );
      expect(left.rows[0]!.n).toBe(0);
    } finally {
      await db.destroy();
    }
    const { runtimes, close } = await listeningRuntimes(target.url, 1);
    try {
      const call = callsInto(runtimes[0]!);
      const login = await call('POST', '/api/auth/login', {
        body: { username: demoAdmin.email, password: demoAdmin.password },
      });
      const token = login.json().token as string | undefined;
      expect(token, login.body).toBeTruthy();
      const download = await call('GET', `/api/files/${fileId}`, { token });
      expect(download.statusCode).toBe(404);
      const back = await call('GET', `/api/files/${kept.json().id as string}`, { token });
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.equals(keptBytes)).toBe(true);
    } finally {
      await close();
    }
  });
});
