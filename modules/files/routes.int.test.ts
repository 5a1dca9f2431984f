import { sql } from 'kysely';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../../server/testing/circle-world';
import { signedInClient } from '../../server/testing/demo-portal';
import { multipartBody } from '../../server/http/multipart-body';
import type { ClientFile } from './contract';

const world = circleWorldForFile();

/** A small real PDF (what a coach shares), its bytes not text-safe. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'),
  Buffer.from([0, 1, 2, 255, 254, 128]),
  Buffer.from('\n%%EOF\n'),
]);
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const upload = (
  token: string,
  clientId: string,
  name: string,
  bytes: Buffer | string,
  fields: Record<string, string>,
) => world.portal.call('POST', `/api/clients/${clientId}/files`, { token, ...multipartBody({ name, bytes }, fields) });
const filesOf = async (token: string, clientId: string) => {
  const res = await world.portal.call('GET', `/api/clients/${clientId}/files`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { files: ClientFile[]; usedBytes: number };
};

describe('files kept on a client', () => {
  it('round-trip byte for byte, as an attachment with the type read from the bytes', async () => {
    const c = await world.clientWithPackage();
    const res = await upload(c.token, c.id, 'Übersicht Größen.pdf', pdf, { visibility: 'shared' });
    expect(res.statusCode, res.body).toBe(201);
    for (const token of [c.token, world.partners[0]!.token, world.partners[1]!.token, world.admin]) {
      const got = await world.portal.call('GET', `/api/files/${res.json().id}`, { token });
      expect(got.statusCode).toBe(200);
      expect(Buffer.compare(got.rawPayload, pdf)).toBe(0);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="Uebersicht Groessen.pdf"; filename*=UTF-8''${encodeURIComponent('Übersicht Größen.pdf')}`,
      );
      expect(got.headers['x-content-type-options']).toBe('nosniff');
    }
    // Every download is in the log, for the audit.
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM events WHERE type = 'FileDownloaded' AND stream_id = ${`files-file-${res.json().id}`}`.execute(
      world.portal.runtime.ctx.db,
    );
    expect(rows[0]!.n).toBe(4);
    expect((await filesOf(c.token, c.id)).usedBytes).toBe(pdf.length);
  });

  it('refuses HTML, SVG and what poses as something else, in German, and keeps nothing', async () => {
    const c = await world.clientWithPackage();
    const token = world.partners[0]!.token;
    const refused: [string, string | Buffer][] = [
      ['seite.html', '<!doctype html><script>alert(1)</script>'],
      ['bild.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['rechnung.pdf', '<html><body>keine PDF</body></html>'],
      ['notiz.txt', '<svg onload=alert(1)>'],
      ['programm.exe', Buffer.from('4d5a90000300000004000000ffff0000', 'hex')],
    ];
    for (const [name, bytes] of refused) {
      const res = await upload(token, c.id, name, bytes, { visibility: 'team' });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toContain('Diese Art Datei nimmt das Portal nicht an');
    }
    // Text and images are taken; a PNG named .pdf is kept as what it is.
    expect(
      (await upload(token, c.id, 'Umsätze.csv', 'Monat;Umsatz\nJanuar;1.234,56\n', { visibility: 'team' })).statusCode,
    ).toBe(201);
    expect((await upload(token, c.id, 'scan.pdf', png, { visibility: 'team' })).statusCode).toBe(201);
    const kept = (await filesOf(token, c.id)).files.map((f) => [f.name, f.contentType]).sort();
    expect(kept).toEqual([
      ['Umsätze.csv', 'text/csv; charset=utf-8'],
      ['scan.pdf', 'image/png'],
    ]);
    const noFile = await world.portal.call('POST', `/api/clients/${c.id}/files`, {
      token,
      body: { visibility: 'team' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Bitte wählen Sie eine Datei aus.');
    // A file chosen but empty (0 bytes) is told as such, not as no file chosen.
    const empty = await upload(token, c.id, 'leer.pdf', Buffer.alloc(0), { visibility: 'team' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Die Datei „leer.pdf“ ist leer (0 Byte).']);
    expect((await upload(token, c.id, 'a.pdf', pdf, {})).json().message).toBe(
      'Bitte wählen Sie, wer die Datei sehen darf.',
    );
  });

  it('each reader sees the layers their place opens; a stranger gets 404; only the uploader deletes', async () => {
    const c = await world.clientWithPackage();
    const [coach, otherCoach, stranger] = world.partners;
    const id = async (token: string, name: string, visibility: string) =>
      (await upload(token, c.id, name, pdf, { visibility })).json().id as string;
    const privateOne = await id(coach!.token, 'privat.pdf', 'private');
    const team = await id(coach!.token, 'team.pdf', 'team');
    await id(c.token, 'vom-klienten.pdf', 'shared');
    expect((await upload(c.token, c.id, 'x.pdf', pdf, { visibility: 'team' })).statusCode).toBe(400);
    const names = async (token: string) => (await filesOf(token, c.id)).files.map((f) => f.name).sort();
    expect(await names(c.token)).toEqual(['vom-klienten.pdf']);
    expect(await names(coach!.token)).toEqual(['privat.pdf', 'team.pdf', 'vom-klienten.pdf']);
    expect(await names(otherCoach!.token)).toEqual(['team.pdf', 'vom-klienten.pdf']);
    expect(await names(world.admin)).toEqual(['team.pdf', 'vom-klienten.pdf']);
    expect((await world.portal.call('GET', `/api/files/${privateOne}`, { token: world.admin })).statusCode).toBe(404);
    expect((await world.portal.call('GET', `/api/files/${team}`, { token: c.token })).statusCode).toBe(404);
    const outsider = await signedInClient(world.portal, { email: 'datei-fremd@beispiel.de', name: 'Fritz Fremd' });
    for (const token of [stranger!.token, outsider.token]) {
      expect((await world.portal.call('GET', `/api/clients/${c.id}/files`, { token })).statusCode).toBe(404);
      expect((await world.portal.call('GET', `/api/files/${team}`, { token })).statusCode).toBe(404);
      expect((await upload(token, c.id, 'x.pdf', pdf, { visibility: 'shared' })).statusCode).toBe(404);
    }
    // A malformed client in the path is an unknown client, in the same words as a stranger's.
    const malformed = await world.portal.call('GET', '/api/clients/kein-klient/files', { token: world.admin });
    expect([malformed.statusCode, malformed.json().message]).toEqual([404, 'Klient nicht gefunden.']);
    expect((await world.portal.call('DELETE', `/api/files/${team}`, { token: otherCoach!.token })).statusCode).toBe(
      403,
    );
    expect((await world.portal.call('DELETE', `/api/files/${team}`, { token: coach!.token })).statusCode).toBe(200);
    expect((await world.portal.call('GET', `/api/files/${team}`, { token: coach!.token })).statusCode).toBe(404);
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM file_blobs WHERE file_id = ${team}`.execute(world.portal.runtime.ctx.db);
    expect(rows[0]!.n).toBe(0);
  });

  it("the client's data export holds notes, tasks, files and the conversation; the files come as a ZIP", async () => {
    const c = await world.clientWithPackage();
    const coach = world.partners[0]!;
    await upload(c.token, c.id, 'Angebot.pdf', pdf, { visibility: 'shared' });
    await upload(coach.token, c.id, 'Angebot.pdf', png, { visibility: 'shared' });
    await upload(coach.token, c.id, 'Nur Team.pdf', pdf, { visibility: 'team' });
    const call = (method: 'GET' | 'POST', url: string, token: string, body?: Record<string, unknown>) =>
      world.portal.call(method, url, { token, body });
    expect(
      (await call('POST', `/api/clients/${c.id}/notes`, coach.token, { text: 'Geteilt', visibility: 'shared' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', `/api/clients/${c.id}/notes`, coach.token, { text: 'Privat', visibility: 'private' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', `/api/clients/${c.id}/tasks`, coach.token, { title: 'Plan schreiben' })).statusCode,
    ).toBe(201);
    expect((await call('POST', `/api/clients/${c.id}/messages`, c.token, { text: 'Hallo Team' })).statusCode).toBe(201);
    const own = (await call('GET', '/api/users/me/export', c.token)).json();
    expect(own.notes.map((n: { text: string }) => n.text)).toEqual(['Geteilt']);
    expect(own.tasks.map((t: { title: string }) => t.title)).toEqual(['Plan schreiben']);
    expect(own.files.map((f: { name: string }) => f.name).sort()).toEqual(['Angebot.pdf', 'Angebot.pdf']);
    expect(own.messages.map((m: { text: string }) => m.text)).toEqual(['Hallo Team']);
    const zip = await call('GET', `/api/clients/${c.id}/files/export`, c.token);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['Angebot (2).pdf', 'Angebot.pdf']);
    const bytesOf = Object.values(entries).map((b) => Buffer.from(b));
    expect(bytesOf.some((b) => b.equals(pdf)) && bytesOf.some((b) => b.equals(png))).toBe(true);
  });

  it("the client's erasure removes their files and bytes; a replay rebuilds the file list exactly", async () => {
    const c = await world.clientWithPackage();
    await upload(c.token, c.id, 'Ausweis.png', png, { visibility: 'private' });
    await upload(world.partners[0]!.token, c.id, 'Angebot.pdf', pdf, { visibility: 'shared' });
    const count = async () => ({
      files: await world.rowsOf('client_files', c.id),
      blobs: await world.rowsOf('file_blobs', c.id),
    });
    expect(await count()).toEqual({ files: 2, blobs: 2 });
    await world.replayedThenErased(c);
    expect(await count()).toEqual({ files: 0, blobs: 0 });
  });
});
