import { beforeAll, describe, expect, it } from 'vitest';
import type { MeetingView } from './contract';
import { meetingsWorldForFile } from './test-world';

// Issue 36 item 5: the admin's list pages by keyset when the client follows the answer's `next`
// cursor; ties of the start time are broken by id, and a row added or cancelled between two pages
// neither repeats nor loses a row (paging by offset would).

const world = meetingsWorldForFile();
const list = (query: string) => world.adminList(query);
const ids = (ms: { id: string }[]) => ms.map((m) => m.id);
const ours = 'keysetprobe';
const get = (url: string) => world.portal.call('GET', url, { token: world.admin });

/** Six meetings in three pairs of equal start (two clients, two Accelerators at the same hour), newest first. */
let meetings: MeetingView[] = [];
const clients: { id: string; email: string }[] = [];

beforeAll(async () => {
  for (const name of ['Anna', 'Berta']) {
    const account = { email: `${name.toLowerCase()}.${ours}@beispiel.de`, name: `${name} Gleichzeit` };
    clients.push({ ...(await world.clientWithPackage(10, {}, account)), email: account.email });
  }
  for (const day of [3, 4, 5]) {
    meetings.push(await world.planned(0, clients[0]!.id, day, '10:00'));
    meetings.push(await world.planned(1, clients[1]!.id, day, '10:00'));
  }
  const page = await list(`search=${ours}&limit=200`);
  meetings = page.meetings;
  expect(meetings).toHaveLength(6);
  expect(new Set(meetings.map((m) => m.startsAt)).size).toBe(3);
});

/** Walks the whole list one page at a time by following `next`. */
async function walk(query: string, limit: number): Promise<MeetingView[]> {
  const seen: MeetingView[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const page = await list(`${query}&limit=${limit}${after ? `&after=${after}` : ''}`);
    seen.push(...page.meetings);
    after = page.next;
    if (after === null) return seen;
  }
  throw new Error('the cursor did not end');
}

describe('keyset paging of the admin’s meetings', () => {
  it.each(['date', 'client', 'status'])(
    'following next by %s gives the offset order, equal starts split by id',
    async (sort) => {
      const byOffset = await list(`search=${ours}&sort=${sort}&limit=200`);
      for (const limit of [1, 3, 4])
        expect(ids(await walk(`search=${ours}&sort=${sort}`, limit))).toEqual(ids(byOffset.meetings));
    },
  );

  it('a row added before the cursor and one cancelled behind it neither repeat nor lose a row', async () => {
    const query = `search=${ours}&status=scheduled&limit=3`;
    const first = await list(query);
    expect(ids(first.meetings)).toEqual(ids(meetings.slice(0, 3)));
    // The 3rd and 4th share their start: the cursor sits between two equal keys.
    expect(meetings[2]!.startsAt).toBe(meetings[3]!.startsAt);

    const newest = await world.planned(0, clients[1]!.id, 9, '10:00');
    const cancelled = await world.portal.call('POST', `/api/meetings/${meetings[0]!.id}/cancel`, {
      token: world.partners.find((p) => p.id === meetings[0]!.partnerId)!.token,
      body: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const second = await list(`${query}&offset=3&after=${first.next}`);
    expect(ids(second.meetings)).toEqual(ids(meetings.slice(3, 6)));
    const third = await list(`${query}&offset=6&after=${second.next}`);
    expect([third.meetings, third.next]).toEqual([[], null]);
    // By offset the same step would have moved: the new meeting pushes one row back in, the
    // cancelled one pulls one out.
    const byOffset = await list(`${query}&offset=3`);
    expect(ids(byOffset.meetings)).toEqual(ids([newest, ...meetings.slice(1, 6)].slice(3, 6)));
  });

  it.each([
    ['after=@@@', 'Ungültige Seitenmarke. Bitte laden Sie die Liste neu.'],
    [
      `after=${Buffer.from('{"s":"date"}').toString('base64url')}`,
      'Ungültige Seitenmarke. Bitte laden Sie die Liste neu.',
    ],
    [
      `after=${Buffer.from('kein json').toString('base64url')}`,
      'Ungültige Seitenmarke. Bitte laden Sie die Liste neu.',
    ],
  ])('refuses %s in German', async (query, message) => {
    const res = await get(`/api/meetings/admin/all?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a cursor of another sort', async () => {
    const { next } = await list(`search=${ours}&sort=date&limit=1`);
    const res = await get(`/api/meetings/admin/all?search=${ours}&sort=client&limit=1&after=${next}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ungültige Seitenmarke. Bitte laden Sie die Liste neu.');
  });
});
