import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { recipientOf } from '../../server/testing/smtp-sink';
import { errorCodes, messages } from './contract';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// Issue 32 (spec 01): the reset page checks its link when it opens, so a spent link is told
// before anyone types a new password twice. The check reads; it never uses the link up.

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

const check = (token: unknown) => portal.call('POST', '/api/auth/reset-password/check', { body: { token } });
const reset = (token: string) =>
  portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'Zurueck-2026' } });

let n = 0;
async function resetLink(): Promise<string> {
  const email = `pruefung${++n}@beispiel.de`;
  const registered = await portal.call('POST', '/api/auth/register', {
    body: { username: email, email, password: 'Start-Passwort-1', name: `Kunde ${n}`, acceptedTerms: LEGAL_VERSIONS },
  });
  expect(registered.statusCode).toBe(201);
  await portal.call('POST', '/api/auth/forgot-password', { body: { email } });
  const mail = await portal.smtp.waitFor((m) => recipientOf(m) === email);
  return /reset_token=([a-z2-7]+)/.exec(mail.text ?? '')![1]!;
}

const refused = { message: messages.resetTokenInvalid, code: errorCodes.resetTokenInvalid };

describe('POST /api/auth/reset-password/check', () => {
  it('accepts a fresh link again and again without using it up', async () => {
    const token = await resetLink();
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: true });
    }
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a used, an expired and a made-up link with the German reason', async () => {
    const used = await resetLink();
    expect((await reset(used)).statusCode).toBe(200);
    const late = await resetLink();
    for (const token of [used, 'erfunden', 'a'.repeat(200)]) {
      const res = await check(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refused);
    }
    portal.clock.advance(60 * 60_000 + 1000);
    try {
      const res = await check(late);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refused);
    } finally {
      portal.clock.now = new Date();
    }
  });

  it('refuses a missing or malformed token with a German 400', async () => {
    for (const token of [undefined, '', 42, 'x'.repeat(201)]) {
      const res = await check(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.resetTokenInvalid);
    }
  });
});
