import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, FetchFailed, guardedFetch } from './guarded-fetch';
import { GuardRefused } from './ssrf-guard';

// The guarded fetch of calendar addresses against a real local HTTP server (private hosts allowed,
// as an intranet): redirects checked hop by hop, the size and the time limit, credentials kept home.

let server: Server;
let base: string;
const seen: { path: string; authorization: string | undefined }[] = [];

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/ok.ics': (_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR'),
  '/to-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end(),
  '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
  '/to-ok': (_req, res) => res.writeHead(301, { location: '/ok.ics' }).end(),
  '/to-other-host': (_req, res) =>
    res.writeHead(307, { location: base.replace('127.0.0.1', 'localhost') + '/ok.ics' }).end(),
  '/huge': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end('x'.repeat(2048));
  },
  '/slow': (_req, res) => void setTimeout(() => res.writeHead(200).end('spät'), 2000),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization });
    (routes[req.url ?? ''] ?? ((_q, r) => r.writeHead(404).end()))(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const intranet = guardedFetch({ ...DEFAULT_LIMITS, allowPrivate: true, maxBytes: 1024, timeoutMs: 500 });
const reason = async (p: Promise<unknown>) =>
  p.then(
    () => 'read',
    (err: unknown) => (err instanceof GuardRefused || err instanceof FetchFailed ? err.reason : String(err)),
  );

describe('reading a calendar address through the guard', () => {
  it('reads an answer within the limits, following a redirect on the same host', async () => {
    expect(await (await intranet(`${base}/ok.ics`)).text()).toBe('BEGIN:VCALENDAR');
    expect(await (await intranet(`${base}/to-ok`)).text()).toBe('BEGIN:VCALENDAR');
  });

  it('checks every redirect: none to the link-local metadata service, at most three', async () => {
    expect(await reason(intranet(`${base}/to-metadata`))).toBe('privateAddress');
    expect(await reason(intranet(`${base}/loop`))).toBe('tooManyRedirects');
    expect(seen.filter((s) => s.path === '/loop')).toHaveLength(4);
  });

  it('stops a body over the size limit and an answer over the time limit', async () => {
    expect(await reason(intranet(`${base}/huge`))).toBe('tooLarge');
    expect(await reason(intranet(`${base}/slow`))).toBe('timeout');
  });

  it('sends the login to the calendar’s own host only, not where it redirects elsewhere', async () => {
    seen.length = 0;
    await intranet(`${base}/to-other-host`, { headers: { authorization: 'Basic YW5uYTpnZWhlaW0=' } });
    expect(seen).toEqual([
      { path: '/to-other-host', authorization: 'Basic YW5uYTpnZWhlaW0=' },
      { path: '/ok.ics', authorization: undefined },
    ]);
  });

  it('by default refuses the same server: loopback and plain http', async () => {
    const strict = guardedFetch({ ...DEFAULT_LIMITS, allowPrivate: false });
    expect(await reason(strict(`${base}/ok.ics`))).toBe('notHttps');
    expect(await reason(strict(base.replace('http:', 'https:') + '/ok.ics'))).toBe('privateAddress');
  });
});
