import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoPortalForFile } from '../testing/demo-portal';

// Issue 36 item 5: an API answer over 1 kB goes out br- or gzip-compressed when the browser asks
// (`server/app.ts`, @fastify/compress); a short one, and one to a client that asks for neither, as is.

const demo = demoPortalForFile();
const LIST = '/api/users/role/partner';

describe('JSON answers on the wire', () => {
  it('a list over 1 kB: br or gzip as asked, the same JSON inside; plain when not asked', async () => {
    const plain = await demo.portal.call('GET', LIST, { token: demo.admin });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await demo.portal.call('GET', LIST, { token: demo.admin, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await demo.portal.call('GET', LIST, { token: demo.admin, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('an answer under 1 kB goes out as it is', async () => {
    const me = await demo.portal.call('GET', '/api/auth/me', {
      token: demo.admin,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
  });
});
