import { describe, expect, it } from 'vitest';
import { circleWorldForFile } from '../../server/testing/circle-world';
import { multipartBody } from '../../server/http/multipart-body';

const world = circleWorldForFile();

interface Written {
  clientId: string;
  clientName: string;
  notes: { text: string }[];
  tasks: { title: string }[];
  files: { name: string }[];
  messages: { text: string }[];
}

/**
 * The right of access (Art. 15) of the people who write about clients: an Accelerator's or an
 * admin's own export holds what they wrote on each client whose circle they are in, and an
 * Accelerator's own meetings; nobody else's words.
 */
describe("an Accelerator's and an admin's own data export", () => {
  it('holds the notes, tasks, files and messages they wrote, and the meetings they hold', async () => {
    const c = await world.clientWithPackage();
    const [coach, colleague] = world.partners;
    const write = async (token: string, what: string, body: Record<string, unknown>) => {
      const res = await world.portal.call('POST', `/api/clients/${c.id}/${what}`, { token, body });
      expect(res.statusCode, res.body).toBe(201);
    };
    await write(coach!.token, 'notes', { text: 'Meine private Notiz über Müller', visibility: 'private' });
    await write(coach!.token, 'notes', { text: 'Fürs Team', visibility: 'team' });
    await write(colleague!.token, 'notes', { text: 'Notiz der Kollegin', visibility: 'team' });
    await write(coach!.token, 'tasks', { title: 'Übersicht März erstellen' });
    await write(coach!.token, 'messages', { text: 'Bis Donnerstag!' });
    await write(c.token, 'messages', { text: 'Vom Klienten' });
    await write(world.admin, 'notes', { text: 'Vom Büro', visibility: 'team' });
    const uploaded = await world.portal.call('POST', `/api/clients/${c.id}/files`, {
      token: coach!.token,
      ...multipartBody({ name: 'Übersicht März 2026 (final).pdf', bytes: '%PDF-1.4\n%%EOF\n' }, { visibility: 'team' }),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const meeting = await world.planned(0, c.id, 3);

    const own = async (token: string) => {
      const res = await world.portal.call('GET', '/api/users/me/export', { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { meetings: { id: string }[]; written: Written[] };
    };
    const mine = await own(coach!.token);
    expect(mine.meetings.map((m) => m.id)).toContain(meeting.id);
    const onClient = mine.written.find((w) => w.clientId === c.id)!;
    expect(onClient.clientName).toBe(c.name);
    expect(onClient.notes.map((n) => n.text).sort()).toEqual(['Fürs Team', 'Meine private Notiz über Müller']);
    expect(onClient.tasks.map((t) => t.title)).toEqual(['Übersicht März erstellen']);
    expect(onClient.files.map((f) => f.name)).toEqual(['Übersicht März 2026 (final).pdf']);
    expect(onClient.messages.map((m) => m.text)).toEqual(['Bis Donnerstag!']);

    const office = (await own(world.admin)).written.find((w) => w.clientId === c.id)!;
    expect(office.notes.map((n) => n.text)).toEqual(['Vom Büro']);
    expect([office.tasks, office.files, office.messages]).toEqual([[], [], []]);
    // A client's own export keeps its shape: what is kept on them, nothing "written" elsewhere.
    expect((await own(c.token)).written).toEqual([]);
  });
});
