import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWeekdays, slotTimes as slotTimesOf } from './testing/open-weekdays';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import { activeClientOf, demoPartner, startDemoPortal } from '../../../server/testing/demo-portal';
import type { TestPortal } from '../../../server/testing/harness';
import { calendarText, vevent } from './busy-events.test-data';

// Hunt of 2026-11-29: an ICS address (served here) that answered well once and then fails as real
// servers do: the card says why in German, and the times read before stay blocked (README).

let portal: TestPortal;
let ics: Server;
let answer: { status: number; body: string; delayMs?: number };
let partner: { id: string; token: string };
let client: { id: string; token: string };

/** Tuesday 12 October 2027, 10:00–11:00 Berlin (summer time). */
const doctor = calendarText([
  vevent(['UID:arzt@test', 'DTSTART:20271012T080000Z', 'DTEND:20271012T090000Z', 'SUMMARY:Arzt']),
]);

beforeAll(async () => {
  ics = createServer((req, res) => {
    req.resume();
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'text/calendar; charset=utf-8' });
      res.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((r) => ics.listen(0, '127.0.0.1', r));
  portal = await startDemoPortal({ env: { CALENDAR_ALLOW_PRIVATE_HOSTS: 'true' } });
  portal.clock.now = new Date('2027-10-04T06:00:00Z');
  const admin = await portal.signIn(demoAdmin);
  partner = await demoPartner(portal, 0);
  client = await activeClientOf(portal, admin, partner.id, { email: 'ics@beispiel.de', name: 'Ida Ics' }, 10);
  await openWeekdays(portal, partner.token);
  answer = { status: 200, body: doctor };
  const url = `http://127.0.0.1:${(ics.address() as AddressInfo).port}/privat/basic.ics`;
  const saved = await portal.call('PUT', '/api/scheduling/busy-sources', {
    token: partner.token,
    body: { sources: [{ kind: 'ics', url, label: 'Privat' }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await portal?.close();
  ics?.closeAllConnections();
  ics?.close();
});

/** Reads the calendar now; answers the card's state. */
async function readNow(): Promise<{ error: string | null; lastReadAt: string | null }> {
  const res = await portal.call('POST', '/api/scheduling/busy-sources/sync', { token: partner.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sources[0].state;
}

const slotTimes = (date: string) => slotTimesOf(portal, partner.id, client.token, date);

describe('an ICS address that fails after a good read', () => {
  it('read well once: the entry blocks its hour', async () => {
    expect((await readNow()).error).toBeNull();
    expect(await slotTimes('2027-10-12')).not.toContain('10:00');
  });

  it.each([
    ['500', { status: 500, body: 'Internal Server Error' }, 'Der Kalender antwortete mit einem Fehler (HTTP 500).'],
    ['401', { status: 401, body: '' }, 'Benutzername oder Passwort falsch (HTTP 401).'],
    ['404', { status: 404, body: 'Not Found' }, 'Unter dieser Adresse gibt es keinen Kalender (HTTP 404).'],
    [
      'a text cut off',
      { status: 200, body: doctor.slice(0, doctor.indexOf('END:VEVENT')) },
      'Die Adresse liefert keinen Kalender.',
    ],
    [
      'a login page',
      { status: 200, body: '<html><body>Anmeldung</body></html>' },
      'Die Adresse liefert keinen Kalender.',
    ],
    [
      'no answer within 10 s',
      { status: 200, body: doctor, delayMs: 11_000 },
      'Der Kalender hat nicht innerhalb von 10 Sekunden geantwortet.',
    ],
  ])(
    '%s: says so in German, keeps the busy times and the last good read',
    async (_, failing, text) => {
      const before = (await portal.call('GET', '/api/scheduling/busy-sources', { token: partner.token })).json();
      answer = failing;
      const state = await readNow();
      expect(state.error).toBe(text);
      expect(state.lastReadAt).toBe(before.sources[0].state.lastReadAt);
      expect(await slotTimes('2027-10-12')).not.toContain('10:00');
    },
    30_000,
  );

  it('answering again: the error goes, and an emptied calendar frees the hour', async () => {
    answer = { status: 200, body: calendarText([]) };
    expect((await readNow()).error).toBeNull();
    expect(await slotTimes('2027-10-12')).toContain('10:00');
  });
});
