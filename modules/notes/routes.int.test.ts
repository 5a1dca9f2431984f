import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { offerPackage, signedInClient } from '../../server/testing/demo-portal';
import { circleWorldForFile } from '../../server/testing/circle-world';
import type { Note, NoteVisibility } from './contract';

const world = circleWorldForFile();

const notesOf = async (token: string, clientId: string) => {
  const res = await world.portal.call('GET', `/api/clients/${clientId}/notes`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { notes: Note[] }).notes;
};
const write = (token: string, clientId: string, text: string, visibility: NoteVisibility, meetingId?: string) =>
  world.portal.call('POST', `/api/clients/${clientId}/notes`, { token, body: { text, visibility, meetingId } });
const edit = (token: string, id: string, body: Record<string, unknown>, version?: string) =>
  world.portal.call('PUT', `/api/notes/${id}`, {
    token,
    body,
    headers: version === undefined ? {} : { 'if-match': version },
  });

describe('notes kept on a client', () => {
  it('each reader sees their own notes, the layers their place opens, and nothing else', async () => {
    const c = await world.clientWithPackage();
    const [coach, otherCoach, stranger] = world.partners;
    const outsider = await signedInClient(world.portal, { email: 'fremd@beispiel.de', name: 'Frieda Fremd' });
    const authors = { coach: coach!.token, office: world.admin, client: c.token };
    for (const [who, token] of Object.entries(authors))
      for (const visibility of ['private', 'team', 'shared'] as const) {
        const res = await write(token, c.id, `${who} ${visibility}: Preise überprüfen, 1.234,56 €`, visibility);
        // A client's team note is one they could not read themselves: refused.
        if (who === 'client' && visibility === 'team') {
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toContain('Team-Notiz');
        } else expect(res.statusCode, res.body).toBe(201);
      }
    const seen = async (token: string) =>
      (await notesOf(token, c.id)).map((n) => n.text.split(':')[0]!).sort((a, b) => a.localeCompare(b));
    expect(await seen(c.token)).toEqual(['client private', 'client shared', 'coach shared', 'office shared']);
    expect(await seen(coach!.token)).toEqual([
      'client shared',
      'coach private',
      'coach shared',
      'coach team',
      'office shared',
      'office team',
    ]);
    // Another Accelerator of the client: the team's layers, never a colleague's private notes.
    expect(await seen(otherCoach!.token)).toEqual([
      'client shared',
      'coach shared',
      'coach team',
      'office shared',
      'office team',
    ]);
    expect(await seen(world.admin)).toEqual([
      'client shared',
      'coach shared',
      'coach team',
      'office private',
      'office shared',
      'office team',
    ]);
    // Outside the circle the client is not found, whoever asks; without a session 401.
    for (const token of [stranger!.token, outsider.token]) {
      expect((await world.portal.call('GET', `/api/clients/${c.id}/notes`, { token })).statusCode).toBe(404);
      expect((await write(token, c.id, 'Hallo', 'shared')).statusCode).toBe(404);
    }
    expect((await world.portal.call('GET', `/api/clients/${c.id}/notes`)).statusCode).toBe(401);
    // An Accelerator's id is no client's: 404 for the admin too.
    expect((await world.portal.call('GET', `/api/clients/${coach!.id}/notes`, { token: world.admin })).statusCode).toBe(
      404,
    );
    const mine = (await notesOf(coach!.token, c.id)).filter((n) => n.mine);
    expect(mine.map((n) => n.authorName)).toEqual(['Markus Berger', 'Markus Berger', 'Markus Berger']);
  });

  it('only the author edits, at the version loaded; a change of layer reaches and leaves readers', async () => {
    const c = await world.clientWithPackage();
    const coach = world.partners[0]!;
    const id = (await write(coach.token, c.id, 'Erst im Team besprechen', 'team')).json().id as string;
    expect((await notesOf(c.token, c.id)).some((n) => n.id === id)).toBe(false);

    expect((await edit(coach.token, id, { text: 'Mit Ihnen geteilt', visibility: 'shared' })).statusCode).toBe(428);
    const shared = await edit(coach.token, id, { text: 'Mit Ihnen geteilt', visibility: 'shared' }, '"1"');
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toEqual({ id, version: 2 });
    expect((await notesOf(c.token, c.id)).find((n) => n.id === id)).toMatchObject({
      text: 'Mit Ihnen geteilt',
      visibility: 'shared',
      mine: false,
      version: 2,
    });
    // Two editors who loaded version 1: the second is told the note changed meanwhile.
    const late = await edit(coach.token, id, { text: 'Veraltet', visibility: 'team' }, '"1"');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('inzwischen geändert');
    // Others may read it but not change it; the office neither.
    expect((await edit(c.token, id, { text: 'Meins?', visibility: 'shared' }, '"2"')).statusCode).toBe(403);
    expect((await edit(world.admin, id, { text: 'Büro', visibility: 'shared' }, '"2"')).statusCode).toBe(403);
    // Back to private: gone for the client and the office, kept for its author.
    expect((await edit(coach.token, id, { text: 'Nur für mich', visibility: 'private' }, '2')).statusCode).toBe(200);
    expect((await notesOf(c.token, c.id)).some((n) => n.id === id)).toBe(false);
    expect((await notesOf(world.admin, c.id)).some((n) => n.id === id)).toBe(false);
    expect((await edit(world.admin, id, { text: 'Büro', visibility: 'team' }, '3')).statusCode).toBe(404);

    const del = await world.portal.call('DELETE', `/api/notes/${id}`, { token: coach.token });
    expect(del.statusCode, del.body).toBe(200);
    expect((await notesOf(coach.token, c.id)).some((n) => n.id === id)).toBe(false);
    expect((await world.portal.call('DELETE', `/api/notes/${id}`, { token: coach.token })).statusCode).toBe(404);
    // The versions stay in the log, in order, for the audit.
    const { rows } = await sql<{ type: string }>`
      SELECT type FROM events WHERE stream_id = ${`notes-note-${id}`} ORDER BY version`.execute(
      world.portal.runtime.ctx.db,
    );
    expect(rows.map((r) => r.type)).toEqual(['NoteWritten', 'NoteEdited', 'NoteEdited', 'NoteDeleted']);
  });

  it("a completed meeting's summary is a shared note tied to it; notes tie to the client's meetings only", async () => {
    const c = await world.clientWithPackage();
    const other = await world.clientWithPackage();
    const coach = world.partners[0]!;
    const meeting = await world.planned(0, c.id, 3);
    const done = await world.portal.call('POST', `/api/meetings/${meeting.id}/complete`, {
      token: coach.token,
      body: { summary: 'Zielbild geschärft; bis Freitag die Preisliste überarbeiten.' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await notesOf(c.token, c.id)).find((n) => n.source === 'meeting')).toMatchObject({
      id: meeting.id,
      meetingId: meeting.id,
      visibility: 'shared',
      authorName: 'Markus Berger',
      text: 'Zielbild geschärft; bis Freitag die Preisliste überarbeiten.',
    });
    const summaryEdit = await edit(coach.token, meeting.id, { text: 'x', visibility: 'shared' }, '"1"');
    expect(summaryEdit.statusCode).toBe(409);
    expect(summaryEdit.json().message).toContain('am Meeting');

    const tied = await write(coach.token, c.id, 'Zum Meeting: Unterlagen angefragt', 'team', meeting.id);
    expect(tied.statusCode, tied.body).toBe(201);
    expect((await notesOf(coach.token, c.id)).find((n) => n.id === tied.json().id)?.meetingId).toBe(meeting.id);
    const foreign = await write(coach.token, other.id, 'Falsches Meeting', 'team', meeting.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('nicht zu diesem Klienten');
  });

  it('an offer not accepted brings no coach in; a declined one neither', async () => {
    const c = await world.clientWithPackage();
    const newcomer = world.partners[2]!;
    const offered = await offerPackage(world.portal, world.admin, {
      clientId: c.id,
      packageName: 'Vertiefung',
      customPrice: 600,
      partnerHours: [{ partnerId: newcomer.id, hours: 4 }],
    });
    const read = () => world.portal.call('GET', `/api/clients/${c.id}/notes`, { token: newcomer.token });
    expect((await read()).statusCode).toBe(404);
    const declined = await world.portal.call('POST', '/api/packages/decline', {
      token: c.token,
      body: { packageId: offered, reason: 'Später' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await read()).statusCode).toBe(404);
  });

  it("the client's erasure removes every note kept on them; a replay rebuilds the notes exactly", async () => {
    const c = await world.clientWithPackage();
    await write(world.partners[0]!.token, c.id, 'Wird mit dem Konto gelöscht', 'team');
    await write(c.token, c.id, 'Meine eigene Notiz', 'private');
    expect(await world.rowsOf('client_notes', c.id)).toBe(2);
    await world.replayedThenErased(c);
    expect(await world.rowsOf('client_notes', c.id)).toBe(0);
    expect((await world.portal.call('GET', `/api/clients/${c.id}/notes`, { token: world.admin })).statusCode).toBe(404);
  });

  // Last in the file: it deactivates the second demo Accelerator.
  it('a coach handed over leaves the circle; their words stay under their name for the successor', async () => {
    const c = await world.clientWithPackage();
    const [, leaver, successor] = world.partners;
    await write(leaver!.token, c.id, 'Übergabe: Finanzierung ist das nächste Thema.', 'team');
    await write(leaver!.token, c.id, 'Eigene Gedanken', 'private');
    expect((await world.portal.call('GET', `/api/clients/${c.id}/notes`, { token: successor!.token })).statusCode).toBe(
      404,
    );
    // Every open package of the leaver (the file's other clients too) goes to the successor.
    const holdings = (
      await world.portal.call('GET', `/api/users/${leaver!.id}/holdings`, { token: world.admin })
    ).json() as { packages: { userPackageId: string }[] };
    const done = await world.portal.call('POST', `/api/users/${leaver!.id}/handover`, {
      token: world.admin,
      body: {
        packages: holdings.packages.map((p) => ({ userPackageId: p.userPackageId, toPartnerId: successor!.id })),
        meetings: 'handOver',
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const seen = await notesOf(successor!.token, c.id);
    expect(seen.find((n) => n.text.startsWith('Übergabe'))).toMatchObject({
      authorName: 'Sabine Krüger',
      visibility: 'team',
    });
    expect(seen.some((n) => n.text === 'Eigene Gedanken')).toBe(false);
    // The leaver's sessions ended with the deactivation.
    expect((await world.portal.call('GET', `/api/clients/${c.id}/notes`, { token: leaver!.token })).statusCode).toBe(
      401,
    );
  });
});
