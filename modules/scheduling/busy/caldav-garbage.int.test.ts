import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWeekdays, slotTimes as slotTimesOf } from './testing/open-weekdays';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import { activeClientOf, demoPartner, startDemoPortal } from '../../../server/testing/demo-portal';
import type { TestPortal } from '../../../server/testing/harness';
import { calendarText, vevent } from './busy-events.test-data';

// A CalDAV address that answers something other than a multistatus after it once answered well:
// an empty 200 (a proxy, a maintenance page) or XML of another kind. The coach is still away at
// the times read before, so they stay blocked, and the card says why the calendar was not read.

let portal: TestPortal;
let caldav: Server;
let answer: { status: number; type: string; body: string };
let partner: { id: string; token: string };
let client: { id: string; token: string };

/** Monday 4 October 2027, 08:00 Berlin. */
const NOW = new Date('2027-10-04T06:00:00Z');

/** A calendar-query answer holding one calendar object, as a CalDAV server writes it. */
const multistatus = (ics: string) =>
  [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">',
    '<d:response><d:href>/kalender/arzt.ics</d:href><d:propstat><d:prop>',
    `<d:getetag>"1"</d:getetag><c:calendar-data>${ics}</c:calendar-data>`,
    '</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>',
    '</d:multistatus>',
  ].join('');

/** Tuesday 12 October 2027, 10:00–11:00 Berlin (summer time). */
const doctor = calendarText([
  vevent(['UID:arzt@test', 'DTSTART:20271012T080000Z', 'DTEND:20271012T090000Z', 'SUMMARY:Arzt']),
]);

beforeAll(async () => {
  caldav = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': answer.type });
      res.end(answer.body);
    });
  });
  await new Promise<void>((r) => caldav.listen(0, '127.0.0.1', r));
  portal = await startDemoPortal({ env: { CALENDAR_ALLOW_PRIVATE_HOSTS: 'true' } });
  portal.clock.now = NOW;
  const admin = await portal.signIn(demoAdmin);
  partner = await demoPartner(portal, 0);
  client = await activeClientOf(portal, admin, partner.id, { email: 'dav@beispiel.de', name: 'Dana Dav' }, 10);
  await openWeekdays(portal, partner.token);
  answer = { status: 207, type: 'application/xml; charset=utf-8', body: multistatus(doctor) };
  const url = `http://127.0.0.1:${(caldav.address() as AddressInfo).port}/kalender/`;
  const saved = await portal.call('PUT', '/api/scheduling/busy-sources', {
    token: partner.token,
    body: { sources: [{ kind: 'caldav', url, label: 'Praxis', username: 'anna', password: 'geheim-1' }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await portal?.close();
  caldav?.close();
});

/** Reads the calendar now; answers the card's error. */
async function readNow(): Promise<string | null> {
  const res = await portal.call('POST', '/api/scheduling/busy-sources/sync', { token: partner.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sources[0].state.error;
}

const slotTimes = (date: string) => slotTimesOf(portal, partner.id, client.token, date);

describe('a CalDAV address that answers garbage', () => {
  it('read well once: the entry blocks its hour', async () => {
    expect(await readNow()).toBeNull();
    expect(await slotTimes('2027-10-12')).not.toContain('10:00');
  });

  it.each([
    ['an empty 200', { status: 200, type: 'text/plain', body: '' }],
    ['XML that is no multistatus', { status: 207, type: 'application/xml', body: '<?xml version="1.0"?><fehler/>' }],
  ])('%s keeps the busy times read before and says the address holds no calendar', async (_, garbage) => {
    answer = garbage;
    expect(await readNow()).toBe('Die Adresse liefert keinen Kalender.');
    expect(await slotTimes('2027-10-12')).not.toContain('10:00');
  });

  it('an empty calendar (a multistatus without entries) frees the hour', async () => {
    answer = {
      status: 207,
      type: 'application/xml',
      body: '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"></d:multistatus>',
    };
    expect(await readNow()).toBeNull();
    expect(await slotTimes('2027-10-12')).toContain('10:00');
  });
});
