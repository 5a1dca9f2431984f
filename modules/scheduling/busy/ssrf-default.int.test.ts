import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPartner, startDemoPortal } from '../../../server/testing/demo-portal';
import type { TestPortal } from '../../../server/testing/harness';
import type { BusySourcesAnswer } from './contract';

// Issue 34: the portal as it is configured by default (no CALENDAR_ALLOW_PRIVATE_HOSTS) reads no
// calendar inside the network, says so in German on each calendar, and sends not one request there.

let strict: TestPortal;
let server: Server;
let served = 0;
let plainHttp: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    served++;
    res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  plainHttp = `http://127.0.0.1:${(server.address() as AddressInfo).port}/privat.ics`;
  strict = await startDemoPortal();
}, 60_000);

afterAll(async () => {
  await strict?.close();
  server?.close();
});

describe('the SSRF guard by default', () => {
  it('refuses private, loopback and link-local addresses and plain http, in German', async () => {
    const p = await demoPartner(strict, 0);
    const put = await strict.call('PUT', '/api/scheduling/busy-sources', {
      token: p.token,
      body: {
        sources: [
          { kind: 'ics', url: 'https://127.0.0.1:8443/privat.ics', label: 'Loopback' },
          { kind: 'ics', url: 'https://192.168.10.5/kalender.ics', label: 'Heimnetz' },
          { kind: 'ics', url: 'https://169.254.169.254/latest/meta-data', label: 'Metadaten' },
          { kind: 'ics', url: plainHttp, label: 'Ohne https' },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const read = await strict.call('POST', '/api/scheduling/busy-sources/sync', { token: p.token });
    expect(read.statusCode, read.body).toBe(200);
    const privateNet = 'Die Adresse liegt in einem privaten oder internen Netz und wird nicht gelesen.';
    expect((read.json() as BusySourcesAnswer).sources.map((s) => s.state.error)).toEqual([
      privateNet,
      privateNet,
      privateNet,
      'Die Adresse muss mit https:// beginnen.',
    ]);
    // Not one request reached the server on 127.0.0.1 (the job after the save refuses it too).
    expect(served).toBe(0);
  });
});
