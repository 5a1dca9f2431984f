import { sql } from 'kysely';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../../server/testing/circle-world';
import { multipartBody } from '../../server/http/multipart-body';
import type { ClientFile } from './contract';

const world = circleWorldForFile();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

/**
 * The files' ZIP (the data export) is unpacked on Windows and macOS, whose folders do not tell
 * 'Angebot.pdf' from 'ANGEBOT.pdf' nor a composed 'Ü' from a decomposed one, and where '..' names
 * the folder above: every file must come out as a file of its own.
 */
describe("file names in a client's files and their ZIP", () => {
  it('keeps every file apart in the ZIP; a name of dots only is kept as „Datei“', async () => {
    const c = await world.clientWithPackage();
    const names = [
      'Angebot.pdf',
      'ANGEBOT.PDF',
      'Übersicht März 2026 (final).pdf',
      'Übersicht März 2026 (final).pdf'.normalize('NFD'),
      '..',
    ];
    for (const name of names) {
      const res = await world.portal.call('POST', `/api/clients/${c.id}/files`, {
        token: c.token,
        ...multipartBody({ name, bytes: pdf }, { visibility: 'shared' }),
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
    }
    const listed = (await world.portal.call('GET', `/api/clients/${c.id}/files`, { token: c.token })).json() as {
      files: ClientFile[];
    };
    expect(listed.files.map((f) => f.name)).not.toContain('..');
    const zip = await world.portal.call('GET', `/api/clients/${c.id}/files/export`, { token: c.token });
    expect(zip.statusCode).toBe(200);
    const entries = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(entries).toHaveLength(names.length);
    const asAFolderSees = new Set(entries.map((e) => e.normalize('NFC').toLowerCase()));
    expect(asAFolderSees.size).toBe(names.length);
    expect(entries.filter((e) => /^\.+$/.test(e) || e.includes('/'))).toEqual([]);
  });

  it('the ZIP is in the log as a download of each file in it, by who fetched it (the audit counts it)', async () => {
    const c = await world.clientWithPackage();
    const coach = world.partners[0]!;
    const ids: string[] = [];
    for (const [name, visibility] of [
      ['Team.pdf', 'team'],
      ['Geteilt.pdf', 'shared'],
    ]) {
      const res = await world.portal.call('POST', `/api/clients/${c.id}/files`, {
        token: coach.token,
        ...multipartBody({ name: name!, bytes: pdf }, { visibility: visibility! }),
      });
      ids.push(res.json().id as string);
    }
    const zip = await world.portal.call('GET', `/api/clients/${c.id}/files/export`, { token: coach.token });
    expect(zip.statusCode).toBe(200);
    const { rows } = await sql<{ stream_id: string; by: string }>`
      SELECT stream_id, data->>'by' AS by FROM events WHERE type = 'FileDownloaded' AND data->>'clientId' = ${c.id}`.execute(
      world.portal.runtime.ctx.db,
    );
    expect(rows.map((r) => [r.stream_id, r.by]).sort()).toEqual(ids.map((id) => [`files-file-${id}`, coach.id]).sort());
  });
});
