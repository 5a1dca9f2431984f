import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWeekdays, slotTimes as slotTimesOf } from './testing/open-weekdays';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import { demoPartner, signedInClientWithOffer, startDemoPortal } from '../../../server/testing/demo-portal';
import type { TestPortal } from '../../../server/testing/harness';
import { calendarText, vevent } from './busy-events.test-data';
import { syncAll } from './sync';

// How far ahead the coach's own calendar is read (as far as clients may book, on every day the
// calendar is read), and for whom (not for an Accelerator who left). An ICS address served here
// (ETag, 304 when unchanged), the portal's clock moved.

let portal: TestPortal;
let ics: Server;
let icsText = '';
/** Requests the ICS address answered. */
let requests = 0;
let partner: { id: string; token: string };
let client: { id: string; token: string };
let admin: string;

/** Monday 4 January 2027, 08:00 Berlin. */
const NOW = new Date('2027-01-04T07:00:00Z');
const DAY = 86_400_000;

/** An all-day entry 'Urlaub' on a Berlin date ('YYYY-MM-DD'). */
const holiday = (date: string) => {
  const d = date.replace(/-/g, '');
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10).replace(/-/g, '');
  return vevent([`UID:urlaub-${d}@test`, `DTSTART;VALUE=DATE:${d}`, `DTEND;VALUE=DATE:${next}`, 'SUMMARY:Urlaub']);
};

beforeAll(async () => {
  ics = createServer((req, res) => {
    requests++;
    const etag = `"${icsText.length}"`;
    const status = req.headers['if-none-match'] === etag ? 304 : 200;
    res.writeHead(status, { 'content-type': 'text/calendar; charset=utf-8', etag });
    res.end(status === 200 ? icsText : undefined);
  });
  await new Promise<void>((r) => ics.listen(0, '127.0.0.1', r));
  portal = await startDemoPortal({ env: { CALENDAR_ALLOW_PRIVATE_HOSTS: 'true' } });
  portal.clock.now = NOW;
  admin = await portal.signIn(demoAdmin);
  partner = await demoPartner(portal, 0);
  client = await signedInClientWithOffer(
    portal,
    admin,
    { email: 'urlaub@beispiel.de', name: 'Ulla Urlaub' },
    {
      packageName: 'Coaching',
      customPrice: 900,
      partnerHours: [{ partnerId: partner.id, hours: 20 }],
      activateImmediately: true,
      paymentConfirmed: true,
      validityMonths: 24,
    },
  );
  await openWeekdays(portal, partner.token);
  const port = (ics.address() as AddressInfo).port;
  const saved = await portal.call('PUT', '/api/scheduling/busy-sources', {
    token: partner.token,
    body: { sources: [{ kind: 'ics', url: `http://127.0.0.1:${port}/privat.ics`, label: 'Privat' }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await portal?.close();
  ics?.close();
});

async function readNow(): Promise<void> {
  const res = await portal.call('POST', '/api/scheduling/busy-sources/sync', { token: partner.token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().sources[0].state.error).toBeNull();
}

const slotTimes = (date: string) => slotTimesOf(portal, partner.id, client.token, date);

describe('how far ahead the coach’s calendar blocks slots', () => {
  it('an unchanged calendar (304) read on a later day blocks the days the window has reached since', async () => {
    // Monday 19 July 2027: 196 days ahead, past the window of the first read (26 weeks and a margin).
    icsText = calendarText([holiday('2027-07-19')]);
    await readNow();
    // Three weeks later the day lies within the 26 weeks a client books ahead; the calendar is unchanged.
    portal.clock.advance(21 * DAY);
    await readNow();
    expect(await slotTimes('2027-07-19')).toEqual([]);
    expect(await slotTimes('2027-07-20')).toContain('10:00');
  });

  it('the firm books a year ahead: the calendar is read as far, also when the admin widens it after the day’s read', async () => {
    // Monday 27 September 2027: 245 days ahead (the clock stands on Monday 25 January).
    icsText = calendarText([holiday('2027-07-19'), holiday('2027-09-27')]);
    await readNow();
    const policy = await portal.call('PUT', '/api/settings/scheduling', {
      token: admin,
      body: { cancellationNoticeHours: 48, bookingHorizonWeeks: 52 },
    });
    expect(policy.statusCode, policy.body).toBe(200);
    // The calendar is unchanged since the read of this morning.
    await readNow();
    expect(await slotTimes('2027-09-27')).toEqual([]);
    expect(await slotTimes('2027-09-28')).toContain('10:00');
    const booked = await portal.call('POST', '/api/meetings/book', {
      token: client.token,
      body: { partnerId: partner.id, startsAt: '2027-09-27T08:00:00.000Z', duration: 60 },
    });
    expect(booked.statusCode, booked.body).toBe(409);
  });

  it('an Accelerator who left: the job no longer reads their own calendar', async () => {
    // The admin hands everything over to another Accelerator; the account is deactivated.
    const successor = await demoPartner(portal, 1);
    const holdings = (await portal.call('GET', `/api/users/${partner.id}/holdings`, { token: admin })).json();
    const done = await portal.call('POST', `/api/users/${partner.id}/handover`, {
      token: admin,
      body: {
        packages: holdings.packages.map((p: { userPackageId: string }) => ({
          userPackageId: p.userPackageId,
          toPartnerId: successor.id,
        })),
        meetings: 'handOver',
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    // Their calendar address and app password are their own: the firm has no more reason to read it.
    requests = 0;
    portal.clock.advance(DAY);
    await syncAll(portal.runtime.ctx);
    expect(requests).toBe(0);
  });
});
