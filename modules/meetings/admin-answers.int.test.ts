import { describe, expect, it } from 'vitest';
import type { MeetingHistory, MeetingView } from './contract';
import { meetingsCsv } from './export';
import { meetingsWorldForFile } from './test-world';

// What the admin's meetings answers hold that no client answer may (issue 15): the partner's
// completion notes; and the admin's export filtered as the screen is.

const world = meetingsWorldForFile();

const plan = (token: string, body: Record<string, unknown>) =>
  world.portal.call('POST', '/api/meetings/create', { token, body: { duration: 60, platform: 'zoom', ...body } });
const get = (url: string, token: string) => world.portal.call('GET', url, { token });
const exportOf = (query: string) => get(`/api/meetings/export?${query}`, world.admin);
const csvLines = (body: string) => body.slice(1).trim().split('\r\n');

describe("the partner's completion notes", () => {
  it('reach the admin (details, list, CSV, data export) and never a client (meetings, dashboard, own data export)', async () => {
    const c = await world.clientWithPackage();
    const secret = 'Intern: Klient wirkt überlastet';
    const done = await world.planned(0, c.id, 6, '11:00');
    await plan(world.partners[0]!.token, { clientId: c.id, date: world.dayAhead(7), time: '11:00', notes: 'Agenda' });
    const completed = await world.portal.call('POST', `/api/meetings/${done.id}/complete`, {
      token: world.partners[0]!.token,
      body: { summary: 'Ziele besprochen', notes: secret },
    });
    expect(completed.json().completionNotes).toBe(secret);

    const mine = await get('/api/meetings/mine', c.token);
    const { scheduled, past } = mine.json() as MeetingHistory;
    expect([...scheduled, ...past].find((m) => m.id === done.id)).toMatchObject({
      summary: 'Ziele besprochen',
      completionNotes: null,
    });
    const clientAnswers = [
      mine,
      await get('/api/dashboard/user/data', c.token),
      await get('/api/users/me/export', c.token),
    ];
    for (const answer of clientAnswers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(secret);
    }

    const all = await world.adminMeetingsOf(c);
    expect(all.find((m) => m.id === done.id)?.completionNotes).toBe(secret);
    const details = (await get(`/api/clients/${c.id}/details`, world.admin)).json();
    expect(details.meetings.find((m: MeetingView) => m.id === done.id).completionNotes).toBe(secret);
    expect((await exportOf(`search=${encodeURIComponent(c.email)}`)).body).toContain(secret);
    expect((await get(`/api/client-archive/${c.id}/export`, world.admin)).body).toContain(secret);
  });
});

describe("the admin's export", () => {
  it("holds exactly the rows of the screen's search, status filter and sort", async () => {
    const c = await world.clientWithPackage();
    const kept = await world.planned(0, c.id, 8, '09:00');
    const dropped = await world.planned(0, c.id, 9, '09:00');
    await world.portal.call('POST', `/api/meetings/${dropped.id}/cancel`, {
      token: world.partners[0]!.token,
      body: {},
    });
    const search = encodeURIComponent(c.email);

    const cancelled = csvLines((await exportOf(`search=${search}&status=cancelled`)).body);
    expect(cancelled).toHaveLength(2);
    expect(cancelled[1]).toContain('Abgesagt');
    const byStatus = csvLines((await exportOf(`search=${search}&sort=status`)).body);
    expect(byStatus.slice(1).map((l) => l.split(';')[7])).toEqual(['Geplant', 'Abgesagt']);
    expect(kept.status).toBe('scheduled');

    // The export and the screen ask the same query: same rows, same order.
    const screen = await world.adminList('search=geplant&sort=client&limit=200');
    expect(screen.total).toBeLessThanOrEqual(200);
    expect((await exportOf('search=geplant&sort=client')).body).toBe(meetingsCsv(screen.meetings));
  });

  it('refuses an unknown status or sort in German and exports nothing', async () => {
    const odd = await exportOf('status=verschoben');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('Unbekannter Status.');
    expect((await exportOf('sort=dauer')).statusCode).toBe(400);
  });
});

describe("the admin's details dialog", () => {
  it("cancels a partner's future meeting: released hours, status 'Abgesagt'", async () => {
    const c = await world.clientWithPackage();
    const m = await world.planned(0, c.id, 10, '09:00');
    const cancelled = await world.portal.call('POST', `/api/meetings/${m.id}/cancel`, { token: world.admin, body: {} });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const pkg = (await get('/api/packages/my-active', c.token)).json();
    expect(pkg.userPackage.remainingHours).toBe(15);
  });
});
