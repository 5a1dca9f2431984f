import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime';
import { freshDatabase } from '../testing/database';
import { callsInto, listeningRuntimes } from '../testing/harness';
import { registerUser } from '../../modules/identity';
import { codeAt } from '../../modules/identity/mfa/totp';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// Security round three (L): a session from before two-factor sign-in became required for its role
// renewed for SESSION_MAX_DAYS (90) although the docs promise it ends within 30 days, and
// instances started with different MFA_REQUIRED_ROLES disagreed about who needs a second factor.
// Now the newest instance's roles are the policy of all, and such a session is not renewed.

const PASSWORD = 'Admin-Passwort-1';
const DAY = 24 * 60 * 60_000;
const clock = { now: new Date() };
let database: Awaited<ReturnType<typeof freshDatabase>>;
let before: Awaited<ReturnType<typeof listeningRuntimes>> | undefined;
let after: Awaited<ReturnType<typeof listeningRuntimes>> | undefined;
let a: Runtime;
let b: Runtime;

beforeAll(async () => {
  database = await freshDatabase();
  before = await listeningRuntimes(database.url, 1, { now: () => clock.now });
  a = before.runtimes[0]!;
}, 120_000);
afterAll(async () => {
  await before?.close();
  await after?.close();
  await database?.drop();
}, 60_000);

const login = (r: Runtime, email: string) =>
  callsInto(r)('POST', '/api/auth/login', { body: { username: email, password: PASSWORD } });
const me = async (r: Runtime, token: string) => (await callsInto(r)('GET', '/api/auth/me', { token })).statusCode;

describe('MFA_REQUIRED_ROLES set on a newer instance', () => {
  let oldAdmin: string;
  let oldClient: string;

  it('the older instance follows it: an admin is asked to enrol there too', async () => {
    for (const [email, role] of [
      ['chefin@beispiel.de', 'admin'],
      ['kunde@beispiel.de', 'user'],
    ] as const)
      await registerUser(
        a.ctx,
        role === 'user'
          ? { email, password: PASSWORD, name: 'Richtlinie Test', role, acceptedTerms: LEGAL_VERSIONS }
          : { email, password: PASSWORD, name: 'Richtlinie Test', role },
        {},
      );
    oldAdmin = (await login(a, 'chefin@beispiel.de')).json().token;
    oldClient = (await login(a, 'kunde@beispiel.de')).json().token;
    expect(oldAdmin).toEqual(expect.any(String));

    after = await listeningRuntimes(database.url, 1, { now: () => clock.now }, { MFA_REQUIRED_ROLES: 'admin' });
    b = after.runtimes[0]!;
    for (const r of [a, b]) {
      const res = await login(r, 'chefin@beispiel.de');
      expect(res.json(), res.body).toEqual({ mfa: 'enrol', challenge: expect.any(String) });
      const status = await callsInto(r)('GET', '/api/users/mfa', { token: oldAdmin });
      expect(status.json().required).toBe(true);
    }
  });

  it('a session opened before, without the second factor, is not renewed: it ends within 30 days', async () => {
    clock.now = new Date(clock.now.getTime() + 20 * DAY);
    expect(await me(a, oldAdmin)).toBe(200);
    expect(await me(b, oldClient)).toBe(200);
    clock.now = new Date(clock.now.getTime() + 11 * DAY);
    expect(await me(b, oldAdmin)).toBe(401);
    // The client's role needs no second factor: renewed at day 20, it lives on.
    expect(await me(a, oldClient)).toBe(200);
  });

  it('a session opened through the second step is renewed as any other, after a password change too', async () => {
    const { challenge } = (await login(a, 'chefin@beispiel.de')).json();
    const { secret } = (await callsInto(a)('POST', '/api/auth/mfa/enrol/setup', { body: { challenge } })).json();
    const enrol = await callsInto(a)('POST', '/api/auth/mfa/enrol', {
      body: { challenge, code: codeAt(secret, clock.now) },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    // A password change's new session carries the second factor over.
    const changed = await callsInto(b)('POST', '/api/users/change-password', {
      token: enrol.json().token,
      body: {
        currentPassword: PASSWORD,
        newPassword: 'Neues-Admin-Passwort-2',
        confirmPassword: 'Neues-Admin-Passwort-2',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token = changed.json().token as string;
    clock.now = new Date(clock.now.getTime() + 20 * DAY);
    expect(await me(a, token)).toBe(200);
    clock.now = new Date(clock.now.getTime() + 11 * DAY);
    expect(await me(b, token)).toBe(200);
  });
});
