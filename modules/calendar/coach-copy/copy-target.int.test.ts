import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import { clientOfTwoPartners, demoPartner, startDemoPortal } from '../../../server/testing/demo-portal';
import type { TestPortal } from '../../../server/testing/harness';
import { startRadicale, type Radicale } from '../../../server/testing/radicale';
import { until } from '../../../server/testing/until';

// Hunt of 2026-11-29 (Radicale, started here): the coach keeps two CalDAV calendars in the list and
// moves "write meetings here" from the first to the second. README: the copy leaves the first. And
// a calendar whose address has an umlaut: its copies are found again.

let portal: TestPortal;
let radicale: Radicale;
let coach: { id: string; token: string };
let client: { id: string; token: string };
let first: string;
let second: string;

beforeAll(async () => {
  radicale = await startRadicale();
  portal = await startDemoPortal({ env: { CALENDAR_ALLOW_PRIVATE_HOSTS: 'true' } });
  portal.clock.now = new Date('2027-10-04T06:00:00Z');
  const admin = await portal.signIn(demoAdmin);
  coach = await demoPartner(portal, 0);
  client = await clientOfTwoPartners(
    portal,
    admin,
    [coach, await demoPartner(portal, 1)],
    { email: 'zwei@beispiel.de', name: 'Zora Zwei' },
    20,
  );
  first = await radicale.calendar('erster');
  second = await radicale.calendar('zweiter');
}, 60_000);

afterAll(async () => {
  await portal?.close();
  await radicale?.stop();
});

/** Both calendars in the list (the password of a kept one is kept), meetings written into `target`. */
const saveWritingInto = (target: string, withPassword: boolean) =>
  portal.call('PUT', '/api/scheduling/busy-sources', {
    token: coach.token,
    body: {
      sources: [first, second].map((url, n) => ({
        kind: 'caldav',
        url,
        label: n === 0 ? 'Erster' : 'Zweiter',
        username: radicale.user,
        ...(withPassword ? { password: radicale.password } : {}),
        writeMeetings: url === target,
      })),
    },
  });
const has = (calendar: string, file: string, what: string, present: boolean) =>
  until(what, async () => ((await radicale.objects(calendar)).has(file) === present ? true : undefined));

describe('the calendar for the meetings changed to another one in the list', () => {
  it('the copy moves: out of the first calendar, into the second, and a cancellation takes it out there', async () => {
    expect((await saveWritingInto(first, true)).statusCode).toBe(200);
    const planned = await portal.call('POST', '/api/meetings/create', {
      token: coach.token,
      body: { clientId: client.id, date: '2027-10-20', time: '11:00', duration: 60, platform: 'video-room' },
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const id = planned.json().id as string;
    const file = `coach-${id}.ics`;
    await has(first, file, 'die Kopie im ersten Kalender', true);

    const saved = await saveWritingInto(second, false);
    expect(saved.statusCode, saved.body).toBe(200);
    await has(second, file, 'die Kopie im zweiten Kalender', true);
    await has(first, file, 'die Kopie aus dem ersten Kalender gelöscht', false);

    const cancelled = await portal.call('POST', `/api/meetings/${id}/cancel`, { token: coach.token, body: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await has(second, file, 'die Kopie im zweiten Kalender gelöscht', false);
    expect((await radicale.objects(first)).has(file)).toBe(false);
  });

  it('a calendar whose address has an umlaut: the copy of a cancelled meeting is taken out', async () => {
    const office = await radicale.calendar('büro');
    const saved = await portal.call('PUT', '/api/scheduling/busy-sources', {
      token: coach.token,
      body: {
        sources: [
          {
            kind: 'caldav',
            url: office,
            label: 'Büro',
            username: radicale.user,
            password: radicale.password,
            writeMeetings: true,
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const planned = await portal.call('POST', '/api/meetings/create', {
      token: coach.token,
      body: { clientId: client.id, date: '2027-10-21', time: '11:00', duration: 60, platform: 'video-room' },
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const file = `coach-${planned.json().id as string}.ics`;
    await has(office, file, 'die Kopie im Büro-Kalender', true);
    const cancelled = await portal.call('POST', `/api/meetings/${planned.json().id as string}/cancel`, {
      token: coach.token,
      body: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await has(office, file, 'die Kopie im Büro-Kalender gelöscht', false);
  });
});
