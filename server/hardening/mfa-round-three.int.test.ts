import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../testing/harness';
import { registerUser } from '../../modules/identity';
import { messages, mfaMessages } from '../../modules/identity/contract';
import { codeAt } from '../../modules/identity/mfa/totp';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// Security round three, the low findings of two-factor sign-in: only failures count against an
// address (an office behind one address reloading its QR code is not locked out); switching it
// off guesses the password, so it is limited as the login is.

const PASSWORD = 'Kunde-Passwort-1';
// Five failures per address, so the test shows the limit within a few calls.
const limits = { perIp: { max: 5, windowMs: 15 * 60_000 }, perAccount: { max: 5, windowMs: 15 * 60_000 } };

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ authLimits: limits, env: { MFA_REQUIRED_ROLES: 'partner' } });
});
afterAll(() => portal.close());

const nextStep = () => portal.clock.advance(30_000);
const login = (email: string) =>
  portal.call('POST', '/api/auth/login', { body: { username: email, password: PASSWORD } });

async function account(email: string, role: 'user' | 'partner' = 'user') {
  const fields = { email, password: PASSWORD, name: 'Büro Konto' };
  return registerUser(
    portal.runtime.ctx,
    role === 'user' ? { ...fields, role, acceptedTerms: LEGAL_VERSIONS } : { ...fields, role },
    {},
  );
}

/** A client with two-factor sign-in set up; answers the secret (and the session that set it up). */
async function clientWithMfa(email: string): Promise<string> {
  return (await clientWithMfaSession(email)).secret;
}

async function clientWithMfaSession(email: string) {
  await account(email);
  const token = (await login(email)).json().token as string;
  const { secret } = (await portal.call('POST', '/api/users/mfa/setup', { token })).json() as { secret: string };
  const enabled = await portal.call('POST', '/api/users/mfa/enable', {
    token,
    body: { code: codeAt(secret, portal.clock.now) },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  nextStep();
  return { secret, token };
}

describe('the second step per address (L: only failures count)', () => {
  it('eight sign-ins with the right code from one address all pass', async () => {
    const secret = await clientWithMfa('buero@beispiel.de');
    for (let i = 0; i < 8; i++) {
      const { challenge } = (await login('buero@beispiel.de')).json();
      const res = await portal.call('POST', '/api/auth/mfa/verify', {
        body: { challenge, code: codeAt(secret, portal.clock.now) },
      });
      expect(res.statusCode, `Anmeldung ${i + 1}: ${res.body}`).toBe(200);
      nextStep();
    }
  });

  it('reloading the QR code of a forced enrolment eight times passes', async () => {
    await account('accelerator-qr@beispiel.de', 'partner');
    const first = (await login('accelerator-qr@beispiel.de')).json();
    expect(first.mfa).toBe('enrol');
    for (let i = 0; i < 8; i++) {
      const res = await portal.call('POST', '/api/auth/mfa/enrol/setup', { body: { challenge: first.challenge } });
      expect(res.statusCode, `Aufruf ${i + 1}: ${res.body}`).toBe(200);
    }
  });

  it('failures from one address still count, across accounts: the sixth is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await portal.call('POST', '/api/auth/mfa/verify', {
        body: { challenge: `unbekannt${i}`, code: '123456' },
      });
      expect(res.json().message).toBe(mfaMessages.challengeInvalid);
      statuses.push(res.statusCode);
    }
    for (const email of ['falsch-a@beispiel.de', 'falsch-b@beispiel.de']) {
      const secret = await clientWithMfa(email);
      const { challenge } = (await login(email)).json();
      const near = codeAt(secret, portal.clock.now);
      const res = await portal.call('POST', '/api/auth/mfa/verify', {
        body: { challenge, code: near === '000000' ? '000001' : '000000' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const sixth = await portal.call('POST', '/api/auth/mfa/verify', { body: { challenge: 'noch-einer', code: '1' } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(messages.tooManyAttempts);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('turning two-factor sign-in on (L: other sessions end)', () => {
  it('ends the other sessions of the account and keeps the one that turned it on', async () => {
    await account('einschalten@beispiel.de');
    const current = (await login('einschalten@beispiel.de')).json().token as string;
    const other = (await login('einschalten@beispiel.de')).json().token as string;
    const me = async (token: string) => (await portal.call('GET', '/api/auth/me', { token })).statusCode;
    expect([await me(current), await me(other)]).toEqual([200, 200]);
    const { secret } = (await portal.call('POST', '/api/users/mfa/setup', { token: current })).json();
    const enabled = await portal.call('POST', '/api/users/mfa/enable', {
      token: current,
      body: { code: codeAt(secret, portal.clock.now) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    nextStep();
    expect(await me(other)).toBe(401);
    expect(await me(current)).toBe(200);
  });
});

// Last in the file: its wrong passwords count against the address's logins too.
describe('switching two-factor sign-in off (L: limited as the login)', () => {
  it('after five wrong passwords even the right one waits (429, Retry-After); after the wait it works', async () => {
    const { token } = await clientWithMfaSession('abschalten@beispiel.de');
    const disable = (password: string) => portal.call('POST', '/api/users/mfa/disable', { token, body: { password } });
    for (let i = 0; i < 5; i++) {
      const wrong = await disable(`Falsch-${i}-Passwort`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(messages.currentPasswordWrong);
    }
    const waiting = await disable(PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(messages.tooManyAttempts);
    const wait = Number(waiting.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect((await portal.call('GET', '/api/users/mfa', { token })).json().enabled).toBe(true);
    portal.clock.advance(wait * 1000);
    expect((await disable(PASSWORD)).statusCode).toBe(200);
  });
});
