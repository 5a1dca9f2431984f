import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWeekdays } from './testing/open-weekdays';
import { calendarFirm } from '../../../server/testing/calendar-firm';
import { demoPartner, plannedMeetingId } from '../../../server/testing/demo-portal';
import type { TestPortal } from '../../../server/testing/harness';
import { startRadicale, type Radicale } from '../../../server/testing/radicale';
import { until } from '../../../server/testing/until';
import type { BusySourcesAnswer } from './contract';
import { calendarText, vevent, weeklyAcrossAutumn } from './busy-events.test-data';

// Issue 34 items 1 and 2 against a real CalDAV server (Radicale, started here) and an ICS address
// served by this test, through the HTTP API on a real database. The portal reads private hosts
// (CALENDAR_ALLOW_PRIVATE_HOSTS=true), as an intranet Nextcloud would need; the default refuses them
// (`ssrf-default.int.test.ts`).

let portal: TestPortal;
let radicale: Radicale;
let ics: Server;
let icsUrl: string;
let icsText = '';
const icsRequests: { ifNoneMatch: string | undefined; status: number }[] = [];
let partner: { id: string; token: string };
let client: { id: string; token: string };
let admin: string;

/** Autumn 2027: the clock change on Sunday 31 October; the portal's clock stands on Monday 4 October. */
const NOW = new Date('2027-10-04T06:00:00Z');

beforeAll(async () => {
  radicale = await startRadicale();
  ics = createServer((req, res) => {
    const etag = `"${icsText.length}"`;
    const status = req.headers['if-none-match'] === etag ? 304 : 200;
    icsRequests.push({ ifNoneMatch: req.headers['if-none-match'], status });
    res.writeHead(status, { 'content-type': 'text/calendar; charset=utf-8', etag });
    res.end(status === 200 ? icsText : undefined);
  });
  await new Promise<void>((r) => ics.listen(0, '127.0.0.1', r));
  icsUrl = `http://127.0.0.1:${(ics.address() as AddressInfo).port}/privat.ics`;
  ({
    portal,
    admin,
    first: partner,
    client,
  } = await calendarFirm(NOW, {
    email: 'kalender@beispiel.de',
    name: 'Kira Kalender',
  }));
  await openWeekdays(portal, partner.token);
}, 60_000);

afterAll(async () => {
  await portal?.close();
  await radicale?.stop();
  ics?.close();
});

const call = (token: string, method: string, url: string, body?: unknown) =>
  portal.call(method, url, { token, ...(body ? { body } : {}) });

async function saveSources(sources: unknown[], token = partner.token, url = '/api/scheduling/busy-sources') {
  const res = await call(token, 'PUT', url, { sources });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BusySourcesAnswer;
}

async function readNow(): Promise<BusySourcesAnswer> {
  const res = await call(partner.token, 'POST', '/api/scheduling/busy-sources/sync');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BusySourcesAnswer;
}

/** The client's free starts of one Berlin day (60 minutes), as 'HH:mm'. */
async function slotTimes(date: string): Promise<string[]> {
  const q = new URLSearchParams({ from: date, to: date, duration: '60' });
  const res = await call(client.token, 'GET', `/api/partners/${partner.id}/slots?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { slots: { time: string }[] }).slots.map((s) => s.time);
}

describe('busy times from the coach’s own calendars', () => {
  let privat: string;

  it('a recurring entry in the CalDAV calendar, one occurrence moved and two taken out, across the clock change, removes its slots', async () => {
    privat = await radicale.calendar('privat');
    await radicale.put(privat, 'arzt', calendarText(weeklyAcrossAutumn(2027)));
    const saved = await saveSources([
      { kind: 'caldav', url: privat, label: 'Privat', username: radicale.user, password: radicale.password },
    ]);
    expect(saved.sources[0]).toMatchObject({ kind: 'caldav', label: 'Privat', username: 'anna', hasPassword: true });
    expect(JSON.stringify(saved)).not.toContain(radicale.password);
    const read = await readNow();
    expect(read.sources[0]!.state).toEqual({
      lastReadAt: NOW.toISOString(),
      error: null,
      copiedAt: null,
      copyError: null,
    });

    // Mondays 18 Oct (summer time) and 1 Nov (winter time), both 10:00–11:00 Berlin: 09:30 and 10:00 are gone.
    for (const day of ['2027-10-18', '2027-11-01', '2027-11-22']) {
      const times = await slotTimes(day);
      expect(times, day).not.toContain('10:00');
      expect(times, day).not.toContain('09:30');
      expect(times, day).toContain('11:00');
    }
    // The plan dialog's hint reads the same busy times for one day; a day that does not exist is refused.
    const day = await call(partner.token, 'GET', '/api/scheduling/busy-times?date=2027-10-18');
    expect(day.json()).toEqual({
      busy: [{ startsAt: '2027-10-18T08:00:00.000Z', endsAt: '2027-10-18T09:00:00.000Z' }],
    });
    const noDay = await call(partner.token, 'GET', '/api/scheduling/busy-times?date=2027-02-30');
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json().message).toBe('Bitte geben Sie ein gültiges Datum ein.');
    // 25 Oct moved to Tuesday 26 Oct 14:00; 8 Nov left out; 15 Nov cancelled.
    expect(await slotTimes('2027-10-25')).toContain('10:00');
    expect(await slotTimes('2027-10-26')).not.toContain('14:00');
    expect(await slotTimes('2027-11-08')).toContain('10:00');
    expect(await slotTimes('2027-11-15')).toContain('10:00');
  });

  it('a booking at a busy time is refused as taken', async () => {
    const res = await call(client.token, 'POST', '/api/meetings/book', {
      partnerId: partner.id,
      startsAt: '2027-10-18T08:00:00.000Z',
      duration: 60,
    });
    expect(res.statusCode, res.body).toBe(409);
  });

  it('an ICS address served here blocks its times, and the second read is answered 304', async () => {
    icsText = calendarText([
      vevent(['UID:ics-1@test', 'DTSTART:20271012T120000Z', 'DTEND:20271012T130000Z', 'SUMMARY:Zahnarzt']),
    ]);
    await saveSources([
      { kind: 'caldav', url: privat, label: 'Privat', username: radicale.user },
      { kind: 'ics', url: icsUrl, label: 'Google' },
    ]);
    const first = await readNow();
    expect(first.sources.map((s) => s.state.error)).toEqual([null, null]);
    expect(await slotTimes('2027-10-12')).not.toContain('14:00'); // 12:00Z is 14:00 summer time
    await readNow();
    expect(icsRequests.at(-1)).toEqual({ ifNoneMatch: `"${icsText.length}"`, status: 304 });
    expect(await slotTimes('2027-10-12')).not.toContain('14:00');
  });

  it('a wrong password is said on the card; the password stays unanswered', async () => {
    await saveSources([{ kind: 'caldav', url: privat, label: 'Privat', username: radicale.user, password: 'falsch' }]);
    const read = await readNow();
    expect(read.sources[0]!.state.error).toBe('Benutzername oder Passwort falsch (HTTP 401).');
    expect(read.sources[0]!.state.lastReadAt).toBe(NOW.toISOString());
  });

  it('an address that is no calendar, or refused rules, answer in German and change nothing', async () => {
    await saveSources([{ kind: 'ics', url: `${icsUrl.replace('/privat.ics', '')}/`, label: 'Leer' }]);
    icsText = '<html>Anmelden</html>';
    expect((await readNow()).sources[0]!.state.error).toBe('Die Adresse liefert keinen Kalender.');
    const noLogin = await call(partner.token, 'PUT', '/api/scheduling/busy-sources', {
      sources: [{ kind: 'caldav', url: 'https://cloud.beispiel.de/dav/', label: 'Cloud' }],
    });
    expect(noLogin.statusCode).toBe(400);
    expect(noLogin.json().message).toBe('Cloud: Für CalDAV bitte Benutzername und App-Passwort angeben.');
    const badUrl = await call(partner.token, 'PUT', '/api/scheduling/busy-sources', {
      sources: [{ kind: 'ics', url: 'kalender', label: 'X' }],
    });
    expect(badUrl.statusCode).toBe(400);
    const still = await call(partner.token, 'GET', '/api/scheduling/busy-sources');
    expect((still.json() as BusySourcesAnswer).sources.map((s) => s.label)).toEqual(['Leer']);
  });

  it('the office reads and saves an Accelerator’s calendars; a path naming no Accelerator is 404', async () => {
    const url = `/api/partners/${partner.id}/busy-sources`;
    await saveSources([{ kind: 'ics', url: icsUrl, label: 'Vom Büro' }], admin, url);
    expect(((await call(admin, 'GET', url)).json() as BusySourcesAnswer).sources[0]!.label).toBe('Vom Büro');
    expect((await call(admin, 'GET', `/api/partners/${client.id}/busy-sources`)).statusCode).toBe(404);
  });
});

describe('meetings written into the coach’s CalDAV calendar', () => {
  it('a planned meeting appears there, moves with it and disappears when cancelled', async () => {
    const termine = await radicale.calendar('termine');
    await saveSources([
      {
        kind: 'caldav',
        url: termine,
        label: 'Termine',
        username: radicale.user,
        password: radicale.password,
        writeMeetings: true,
      },
    ]);
    const id = await plannedMeetingId(portal, partner.token, {
      clientId: client.id,
      date: '2027-10-20',
      time: '11:00',
    });
    const file = `coach-${id}.ics`;
    const copy = await until('die Kopie im Kalender', async () => (await radicale.objects(termine)).get(file));
    expect(copy).toContain(`UID:coach-${id}@coaching-portal`);
    expect(copy).toContain('DTSTART:20271020T090000Z');
    expect(copy).toContain('Kira Kalender');

    const moved = await call(partner.token, 'POST', `/api/meetings/${id}/reschedule`, {
      date: '2027-10-21',
      time: '13:00',
      duration: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await until('die verschobene Kopie', async () =>
      (await radicale.objects(termine)).get(file)?.includes('DTSTART:20271021T110000Z') ? true : undefined,
    );
    expect((await radicale.objects(termine)).size).toBe(1);

    const cancelled = await call(partner.token, 'POST', `/api/meetings/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await until('die Kopie gelöscht', async () => ((await radicale.objects(termine)).has(file) ? undefined : true));
  });
});

describe('a meeting handed over to another Accelerator', () => {
  it('leaves the first one’s calendar and appears in the successor’s', async () => {
    const first = `${radicale.baseUrl}/${radicale.user}/termine/`;
    const second = await radicale.calendar('nachfolge');
    const successor = await demoPartner(portal, 1);
    const write = { kind: 'caldav', username: radicale.user, password: radicale.password, writeMeetings: true };
    await saveSources([{ ...write, url: second, label: 'Nachfolge' }], successor.token);
    const id = await plannedMeetingId(portal, partner.token, {
      clientId: client.id,
      date: '2027-10-22',
      time: '11:00',
    });
    const file = `coach-${id}.ics`;
    await until('die Kopie beim ersten', async () => ((await radicale.objects(first)).has(file) ? true : undefined));

    const holdings = (await call(admin, 'GET', `/api/users/${partner.id}/holdings`)).json();
    const handover = await call(admin, 'POST', `/api/users/${partner.id}/handover`, {
      packages: holdings.packages.map((p: { userPackageId: string }) => ({
        userPackageId: p.userPackageId,
        toPartnerId: successor.id,
      })),
      meetings: 'handOver',
    });
    expect(handover.statusCode, handover.body).toBe(200);
    await until('die Kopie beim Nachfolger', async () =>
      (await radicale.objects(second)).has(file) ? true : undefined,
    );
    await until('die Kopie beim ersten gelöscht', async () =>
      (await radicale.objects(first)).has(file) ? undefined : true,
    );
  });
});
