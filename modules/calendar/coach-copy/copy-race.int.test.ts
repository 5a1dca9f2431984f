import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import { clientOfTwoPartners, demoPartner, startDemoPortal } from '../../../server/testing/demo-portal';
import type { TestPortal } from '../../../server/testing/harness';
import { until } from '../../../server/testing/until';

// Hunt of issue 52: two copy jobs of one meeting at once (the job writing every coming meeting after
// a save, and the job of a move; jobs of one queue on one instance or on two). The one that read the meeting first and answered
// last must not leave its older time in the coach's calendar. A CalDAV server of this test holds one
// PUT back and stores each body when it answers, as a slow server would.

let portal: TestPortal;
let server: Server;
let calendarUrl: string;
const stored = new Map<string, string>();
let holdNext = false;
let holding = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const answer = () => {
        if (req.method === 'PUT') stored.set(req.url ?? '', body);
        res.writeHead(req.method === 'PROPFIND' ? 207 : 201, { 'content-type': 'text/plain' });
        res.end();
      };
      if (req.method === 'PUT' && holdNext) {
        holdNext = false;
        holding = true;
        setTimeout(() => {
          answer();
          holding = false;
        }, 2_000);
      } else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/anna/termine/`;
  portal = await startDemoPortal({ env: { CALENDAR_ALLOW_PRIVATE_HOSTS: 'true' } });
  portal.clock.now = new Date('2027-10-04T06:00:00Z');
}, 60_000);

afterAll(async () => {
  await portal?.close();
  await new Promise((r) => server?.close(r));
});

describe('two copy jobs of one meeting at once', () => {
  it('the newer meeting stays in the calendar, whichever PUT lands last', async () => {
    const admin = await portal.signIn(demoAdmin);
    const coach = await demoPartner(portal, 0);
    const client = await clientOfTwoPartners(
      portal,
      admin,
      [coach, await demoPartner(portal, 1)],
      { email: 'eile@beispiel.de', name: 'Emil Eile' },
      20,
    );
    const call = (method: string, url: string, body: unknown) => portal.call(method, url, { token: coach.token, body });
    const save = (label: string) =>
      call('PUT', '/api/scheduling/busy-sources', {
        sources: [
          { kind: 'caldav', url: calendarUrl, label, username: 'anna', password: 'geheim', writeMeetings: true },
        ],
      });
    expect((await save('Termine')).statusCode).toBe(200);
    const planned = await call('POST', '/api/meetings/create', {
      clientId: client.id,
      date: '2027-10-20',
      time: '11:00',
      duration: 60,
      platform: 'zoom',
      link: 'https://zoom.us/j/1',
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const file = `/anna/termine/coach-${planned.json().id as string}.ics`;
    await until('die Kopie', async () => (stored.get(file)?.includes('DTSTART:20271020T090000Z') ? 1 : undefined));

    // The first move's PUT is held while the meeting moves again: the second move's job answers first.
    holdNext = true;
    const id = planned.json().id as string;
    const move = (date: string, time: string) =>
      call('POST', `/api/meetings/${id}/reschedule`, { date, time, duration: 60 });
    expect((await move('2027-10-22', '09:00')).statusCode).toBe(200);
    await until('der gehaltene PUT', async () => (holding ? 1 : undefined));
    expect((await move('2027-10-21', '13:00')).statusCode).toBe(200);
    await until('die verschobene Kopie', async () =>
      stored.get(file)?.includes('DTSTART:20271021T110000Z') ? 1 : undefined,
    );
    await until('der gehaltene PUT beantwortet', async () => (holding ? undefined : 1));
    // The held PUT (the old time) landed last; its job must notice and write the meeting as it is now.
    await until(
      'die Kopie zur neuen Zeit',
      async () => (stored.get(file)?.includes('DTSTART:20271021T110000Z') ? 1 : undefined),
      5_000,
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect(stored.get(file)).toContain('DTSTART:20271021T110000Z');
  });
});
