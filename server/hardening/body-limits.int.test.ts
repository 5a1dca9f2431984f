import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { genericMessages } from '../http/errors';
import { tooDeepMessage } from '../http/json-body';

// Security round two, item 3: one anonymous megabyte of brackets blocked the server for a second
// (JSON.parse before any limit). Anonymous routes take small bodies; depth is checked unparsed.
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

const raw = (url: string, payload: string) =>
  portal.runtime.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', origin: 'http://portal.test' },
  });

describe('bodies of anonymous routes', () => {
  it('a megabyte to login is refused as too large before it is parsed', async () => {
    const res = await raw('/api/auth/login', '['.repeat(512 * 1024) + ']'.repeat(512 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(genericMessages.tooLarge);
  });

  it('deep nesting within the size limit is refused with a German message, unparsed', async () => {
    const res = await raw('/api/auth/login', '{"username":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(tooDeepMessage);
  });

  it('a normal login body still works, and proto poisoning is still refused', async () => {
    expect(
      (await raw('/api/auth/login', JSON.stringify({ username: 'x@beispiel.de', password: 'falsch-falsch' })))
        .statusCode,
    ).toBe(401);
    const poisoned = await raw('/api/auth/login', '{"username":"a","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });
});
