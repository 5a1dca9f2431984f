import { beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../lib/german/format';
import { adminMeetingPages } from './admin-list';
import type { AdminMeetingFilter, MeetingView } from './contract';
import { meetingsCsv } from './export';
import { meetingsWorldForFile } from './test-world';

// Issue 17: the admin's meeting list searches, filters, sorts and pages in the database; the
// export streams the same rows in the same order. (The cases of the former `filterMeetings`
// unit test live here now.)

const world = meetingsWorldForFile();
const get = (url: string) => world.portal.call('GET', url, { token: world.admin });
const list = (query: string) => world.adminList(query);
const ids = (ms: { id: string }[]) => ms.map((m) => m.id);
/** Matches the three clients below by their e-mail, and no one else. */
const ours = 'listenprobe';

// Three clients whose names sort differently in German than by code point (Ä after Z there).
const people = [
  { email: `juergen.${ours}@beispiel.de`, name: 'Jürgen Größ' },
  { email: `aenne.${ours}@beispiel.de`, name: 'Änne Acker' },
  { email: `bernd.${ours}@beispiel.de`, name: 'Bernd Zeller' },
];
let meetings: MeetingView[] = [];

beforeAll(async () => {
  let day = 3;
  for (const account of people) {
    const c = await world.clientWithPackage(10, {}, account);
    const kept = await world.planned(0, c.id, day++, '09:30');
    const cancelled = await world.planned(0, c.id, day++, '14:00');
    const res = await world.portal.call('POST', `/api/meetings/${cancelled.id}/cancel`, {
      token: world.partners[0]!.token,
      body: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    meetings.push(kept, res.json() as MeetingView);
  }
  // Newest first, as the list sorts by date.
  meetings = meetings.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
});

describe('paging', () => {
  it('answers one page, how many match and how many there are; an offset past the end is an empty page', async () => {
    const everything = await list('limit=200');
    expect(everything.total).toBe(everything.all);
    expect(everything.total).toBeGreaterThanOrEqual(6);
    const starts = everything.meetings.map((m) => m.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());

    const first = await list(`search=${ours}&limit=4`);
    expect([first.meetings.length, first.total, first.all]).toEqual([4, 6, everything.all]);
    const second = await list(`search=${ours}&limit=4&offset=4`);
    expect(ids([...first.meetings, ...second.meetings])).toEqual(ids(meetings));
    const past = await list(`search=${ours}&limit=4&offset=600`);
    expect([past.meetings, past.total]).toEqual([[], 6]);
    expect((await list('')).meetings.length).toBe(Math.min(50, everything.total));
  });

  it.each([
    ['limit=0', 'Ungültige Seitengröße (1 bis 200).'],
    ['limit=201', 'Ungültige Seitengröße (1 bis 200).'],
    ['limit=abc', 'Ungültige Seitengröße (1 bis 200).'],
    ['offset=-1', 'Ungültiger Versatz.'],
    ['offset=1e12', 'Ungültiger Versatz.'],
    ['status=verschoben', 'Unbekannter Status.'],
    ['sort=dauer', 'Unbekannte Sortierung.'],
    [`search=${encodeURIComponent('Größ\u0000')}`, 'Die Eingabe enthält unzulässige Steuerzeichen.'],
  ])('refuses %s in German', async (query, message) => {
    const res = await get(`/api/meetings/admin/all?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('the search', () => {
  it('finds a client by name with umlauts, in any case, and by e-mail', async () => {
    const jürgen = meetings.filter((m) => m.clientName === 'Jürgen Größ');
    for (const search of ['größ', 'GRÖß', 'Jürgen', 'juergen.listenprobe']) {
      expect(ids((await list(`search=${encodeURIComponent(search)}`)).meetings)).toEqual(ids(jürgen));
    }
    expect((await list(`search=${encodeURIComponent('Grösse')}`)).total).toBe(0);
  });

  it('finds a partner by name, every word somewhere (client, status)', async () => {
    const partner = (await world.adminMeetingsOf({ email: people[0]!.email }))[0]!.partnerName;
    const found = await list(`search=${encodeURIComponent(`${partner} ${ours}`)}`);
    expect(found.total).toBe(6);
    const both = await list(`search=${encodeURIComponent('größ abgesagt')}`);
    expect(both.meetings.map((m) => [m.clientName, m.status])).toEqual([['Jürgen Größ', 'cancelled']]);
  });

  it('finds the German and the ISO date, and the time', async () => {
    const m = meetings[2]!;
    for (const day of [formatCalendarDate(m.date), m.date]) {
      const found = await list(`search=${encodeURIComponent(`${day} ${ours}`)}`);
      expect(ids(found.meetings)).toEqual([m.id]);
    }
    const month = formatCalendarDate(m.date).slice(3);
    expect(ids((await list(`search=${month}&limit=200`)).meetings)).toContain(m.id);
    const at = await list(`search=${encodeURIComponent(`14:00 ${ours}`)}`);
    expect(at.total).toBe(3);
    expect(at.meetings.every((x) => x.time === '14:00')).toBe(true);
  });

  it('finds the status by its label or value and the platform by its label', async () => {
    const cancelled = await list(`search=abgesagt&limit=200`);
    expect(cancelled.meetings.every((m) => m.status === 'cancelled')).toBe(true);
    expect(cancelled.total).toBe((await list('status=cancelled')).total);
    expect((await list(`search=${ours}%20geplant`)).total).toBe(3);
    expect((await list(`search=${ours}%20not_held`)).total).toBe(0);
    expect((await list(`search=${ours}%20zoom`)).total).toBe(6);
    expect((await list(`search=${ours}%20telefon`)).total).toBe(0);
  });

  it('filters by status', async () => {
    const scheduled = await list(`search=${ours}&status=scheduled`);
    expect(ids(scheduled.meetings)).toEqual(ids(meetings.filter((m) => m.status === 'scheduled')));
  });
});

describe('the sort', () => {
  it('by client: names in German order (Ä with A), each newest first', async () => {
    const sorted = (await list(`search=${ours}&sort=client`)).meetings;
    expect(sorted.map((m) => m.clientName)).toEqual([
      'Änne Acker',
      'Änne Acker',
      'Bernd Zeller',
      'Bernd Zeller',
      'Jürgen Größ',
      'Jürgen Größ',
    ]);
    for (const i of [0, 2, 4]) expect(sorted[i]!.startsAt > sorted[i + 1]!.startsAt).toBe(true);
  });

  it('by status: planned before cancelled, each newest first', async () => {
    const sorted = (await list(`search=${ours}&sort=status`)).meetings;
    const planned = meetings.filter((m) => m.status === 'scheduled');
    const cancelled = meetings.filter((m) => m.status === 'cancelled');
    expect(ids(sorted)).toEqual(ids([...planned, ...cancelled]));
  });

  it("by client: the meetings of a deleted account ('Unbekannt') come last, and count", async () => {
    const gone = await world.clientWithPackage();
    const m = await world.planned(1, gone.id, 12, '08:00');
    const res = await world.portal.call('DELETE', '/api/users/me', { token: gone.token });
    expect(res.statusCode, res.body).toBe(200);
    const sorted = await list('sort=client&limit=200');
    expect(sorted.meetings).toHaveLength(sorted.total);
    expect(sorted.meetings.at(-1)).toMatchObject({ id: m.id, clientName: 'Unbekannt' });
  });

  it('reads the same rows page by page (keyset) as the list answers, for every sort', async () => {
    const db = world.portal.runtime.ctx.db;
    for (const sort of ['date', 'client', 'status'] as const) {
      const filter: AdminMeetingFilter = { search: '', status: 'all', sort };
      const read: string[] = [];
      for await (const page of adminMeetingPages(db, filter, 2)) read.push(...ids(page));
      expect(read).toEqual(ids((await list(`sort=${sort}&limit=200`)).meetings));
    }
  });
});

describe('the export', () => {
  it('holds the rows of the filter and sort, in their order', async () => {
    const query = `search=${ours}&status=scheduled&sort=client`;
    const res = await get(`/api/meetings/export?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const shown = (await list(query)).meetings;
    expect(res.body).toBe(meetingsCsv(shown));
    const rows = res.body
      .slice(1)
      .trim()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(rows[0]!.slice(0, 4)).toEqual(['Datum', 'Uhrzeit', 'Dauer (Min.)', 'Klient']);
    expect(rows.slice(1).map((r) => [r[3], r[7]])).toEqual([
      ['Änne Acker', 'Geplant'],
      ['Bernd Zeller', 'Geplant'],
      ['Jürgen Größ', 'Geplant'],
    ]);
  });

  it('of nothing found is the header alone', async () => {
    const res = await get(`/api/meetings/export?search=${encodeURIComponent('niemand-heisst-so')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.slice(1).trim().split('\r\n')).toHaveLength(1);
  });
});
