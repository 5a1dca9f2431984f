import { describe, expect, it } from 'vitest';
import type { MeetingHistory, MeetingPage, MeetingView } from './contract';
import { meetingsWorldForFile } from './test-world';
import { expectRefusedReads, pageBoundRefusals } from '../../server/testing/refusals';

// Issue 17: a person's meetings come bounded: every scheduled one, the newest past (5 for a client,
// 10 for a partner or coordination) with its count, the rest a page at a time.

const world = meetingsWorldForFile();
const get = (token: string, url: string) => world.portal.call('GET', url, { token });
const ids = (list: { id: string }[]) => list.map((m) => m.id);
const newestFirst = (list: MeetingView[]) =>
  [...list].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || (a.id < b.id ? 1 : -1));

/**
 * A client with a long history: partner 0 held 10 meetings, 2 were cancelled, 2 began and wait for
 * completion; partner 1 held 3, 1 waits. Fifteen days have passed since.
 */
async function clientWithHistory() {
  const c = await world.clientWithPackage(20);
  const [p0, p1] = [world.partners[0]!, world.partners[1]!];
  const byP0: MeetingView[] = [];
  const byP1: MeetingView[] = [];
  for (let day = 1; day <= 14; day++) byP0.push(await world.planned(0, c.id, day, '10:00'));
  for (let day = 1; day <= 4; day++) byP1.push(await world.planned(1, c.id, day, '14:00'));
  for (const m of byP0.slice(12)) {
    expect(
      (await world.portal.call('POST', `/api/meetings/${m.id}/cancel`, { token: p0.token, body: {} })).statusCode,
    ).toBe(200);
  }
  world.portal.clock.advance(15 * 24 * 3600_000);
  const complete = async (token: string, m: MeetingView) => {
    const res = await world.portal.call('POST', `/api/meetings/${m.id}/complete`, {
      token,
      body: { summary: 'Gehalten' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  for (const m of byP0.slice(0, 10)) await complete(p0.token, m);
  for (const m of byP1.slice(0, 3)) await complete(p1.token, m);
  return { c, byP0, byP1 };
}

/** Built once: the clock moves 15 days, and a second move would outlive the test sessions. */
let built: ReturnType<typeof clientWithHistory> | undefined;
const theHistory = () => (built ??= clientWithHistory());

describe('a long history comes bounded', () => {
  it('a client gets every scheduled meeting, the newest 5 of the past and how many there are; the rest page by page', async () => {
    const { c, byP0, byP1 } = await theHistory();
    const history = (await get(c.token, '/api/meetings/mine')).json() as MeetingHistory;
    // Begun but not completed: still scheduled, the screen puts them under past by its clock.
    expect(ids(history.scheduled)).toEqual(
      ids([byP0[10]!, byP1[3]!, byP0[11]!].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))),
    );
    const settled = newestFirst([...byP0.slice(0, 10), ...byP0.slice(12), ...byP1.slice(0, 3)]);
    expect(history.pastTotal).toBe(15);
    expect(ids(history.past)).toEqual(ids(settled.slice(0, 5)));
    expect(history.past.every((m) => m.completionNotes === null)).toBe(true);

    // 'Alle anzeigen': from the 6th on, a page at a time, each meeting once, newest first.
    const pages: MeetingPage[] = [];
    for (let offset = 5; offset < 15; offset += 4) {
      pages.push((await get(c.token, `/api/meetings/mine/past?limit=4&offset=${offset}`)).json() as MeetingPage);
    }
    expect(pages.map((p) => p.total)).toEqual([15, 15, 15]);
    expect(ids(pages.flatMap((p) => p.meetings))).toEqual(ids(settled.slice(5)));
    const beyond = (await get(c.token, '/api/meetings/mine/past?offset=500')).json() as MeetingPage;
    expect(beyond).toEqual({ meetings: [], total: 15 });
    const held = (await get(c.token, '/api/meetings/mine/past?status=completed')).json() as MeetingPage;
    expect(held.total).toBe(13);
    expect(held.meetings.every((m) => m.status === 'completed')).toBe(true);
  });

  it('a partner gets only their own: to finish and upcoming in full, the newest 10 of the past and the count', async () => {
    const { byP0 } = await theHistory();
    const p0 = world.partners[0]!;
    const history = (await get(p0.token, '/api/meetings/mine')).json() as MeetingHistory;
    expect([...history.scheduled, ...history.past].every((m) => m.partnerId === p0.id && m.isMyMeeting)).toBe(true);
    expect(history.past).toHaveLength(10);
    expect(history.pastTotal).toBe(12);
    expect(ids(history.past)).toEqual(ids(newestFirst([...byP0.slice(0, 10), ...byP0.slice(12)]).slice(0, 10)));
    expect(ids(history.scheduled)).toEqual(expect.arrayContaining(ids(byP0.slice(10, 12))));
    const verlauf = (await get(p0.token, '/api/meetings/mine/past?status=completed&limit=100')).json() as MeetingPage;
    expect(verlauf.total).toBe(10);
    expect(verlauf.meetings.every((m) => m.status === 'completed' && m.partnerId === p0.id)).toBe(true);
    // An admin has no meetings of their own.
    expect((await get(world.admin, '/api/meetings/mine')).json()).toEqual({ scheduled: [], past: [], pastTotal: 0 });
    expect((await get(world.admin, '/api/meetings/mine/past')).json()).toEqual({ meetings: [], total: 0 });
  });

  it('coordination: the shared client’s scheduled meetings and the latest 10 past with every partner; another Accelerator 404, the client 403', async () => {
    const { c, byP0, byP1 } = await theHistory();
    const url = `/api/coordination/client/${c.id}/all-meetings`;
    const history = (await get(world.partners[1]!.token, url)).json() as MeetingHistory;
    const settled = newestFirst([...byP0.slice(0, 10), ...byP0.slice(12), ...byP1.slice(0, 3)]);
    expect(ids(history.past)).toEqual(ids(settled.slice(0, 10)));
    expect(history.pastTotal).toBe(15);
    expect(history.scheduled).toHaveLength(3);
    expect(history.past.filter((m) => m.isMyMeeting).map((m) => m.partnerId)).toEqual(
      history.past.filter((m) => m.partnerId === world.partners[1]!.id).map((m) => m.partnerId),
    );
    expect((await get(world.partners[2]!.token, url)).statusCode).toBe(404);
    expect((await get(c.token, url)).statusCode).toBe(403);
  });

  it('refuses bad bounds with a German 400', async () => {
    await expectRefusedReads(world.portal, world.partners[0]!.token, [
      ['/api/meetings/mine?pastLimit=1000', 'Ungültige Seitengröße.'],
      ['/api/meetings/mine?pastLimit=abc', 'Ungültige Seitengröße.'],
      ...pageBoundRefusals('/api/meetings/mine/past', 100),
      ['/api/meetings/mine/past?offset=1.5', 'Ungültiger Versatz.'],
      ['/api/meetings/mine/past?status=cancelled', 'Unbekannter Status.'],
    ]);
  });
});

describe('a cancellation the client is charged for', () => {
  it('is listed at once, with its hours, for the client, the Accelerator, coordination and the office; a free one is not', async () => {
    const c = await world.clientWithPackage(10);
    const [p0, p1] = [world.partners[0]!, world.partners[1]!];
    // Tomorrow lies inside the 48-hour notice: cancelling costs the hour; in a week it does not.
    const late = await world.planned(0, c.id, 1, '09:00');
    const free = await world.planned(0, c.id, 7, '09:00');
    // The partner's past is counted from the tally less what is settled but not yet past (history-queries.ts).
    const partnerCounts = async () => ({
      pastTotal: ((await get(p0.token, '/api/meetings/mine')).json() as MeetingHistory).pastTotal,
      total: ((await get(p0.token, '/api/meetings/mine/past')).json() as MeetingPage).total,
      held: ((await get(p0.token, '/api/meetings/mine/past?status=completed')).json() as MeetingPage).total,
    });
    const before = await partnerCounts();
    for (const [m, charged] of [
      [late, true],
      [free, false],
    ] as const) {
      const res = await world.portal.call('POST', `/api/meetings/${m.id}/cancel`, {
        token: c.token,
        body: { charged },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const charged = { id: late.id, status: 'cancelled', lateCancellation: true, hoursUsed: 1 };

    for (const [token, url] of [
      [c.token, '/api/meetings/mine'],
      [p0.token, '/api/meetings/mine'],
      [p1.token, `/api/coordination/client/${c.id}/all-meetings`],
    ] as const) {
      const history = (await get(token, url)).json() as MeetingHistory;
      expect(
        history.past.filter((m) => m.clientId === c.id),
        url,
      ).toEqual([expect.objectContaining(charged)]);
      expect(ids(history.scheduled)).not.toContain(free.id);
    }
    // The charged one joins the partner's past at once, the free one (a week ahead) does not.
    expect(await partnerCounts()).toEqual({
      pastTotal: before.pastTotal + 1,
      total: before.total + 1,
      held: before.held,
    });
    expect(before.total).toBe(before.pastTotal);
    const clientPast = (await get(c.token, '/api/meetings/mine/past')).json() as MeetingPage;
    expect(clientPast).toEqual({ meetings: [expect.objectContaining(charged)], total: 1 });
    // The office's list holds every meeting; the charged one says so.
    expect(await world.adminMeetingsOf(c)).toEqual(
      expect.arrayContaining([
        expect.objectContaining(charged),
        expect.objectContaining({ id: free.id, lateCancellation: false }),
      ]),
    );
  });
});
