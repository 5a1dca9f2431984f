import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { genericMessages } from './errors';

// What the router refuses before any route runs is answered in German like every other refusal.

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

describe('the router refuses in German', () => {
  it('a path segment longer than the router takes: 414', async () => {
    const res = await portal.call('GET', `/api/calendar/${'a'.repeat(300)}.ics`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: genericMessages.urlTooLong, code: 'URI_TOO_LONG' });
  });
  it('a segment that is no valid URL component: 400', async () => {
    const res = await portal.call('GET', '/api/users/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: genericMessages.badUrl, code: 'BAD_REQUEST' });
  });
});
