import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../seed/demo-accounts';
import { CLIENT_PASSWORD, signedInClient, startDemoPortal } from '../testing/demo-portal';
import type { TestPortal } from '../testing/harness';
import { messages, mfaMessages } from '../../modules/identity/contract';
import { codeAt } from '../../modules/identity/mfa/totp';

// Two-factor sign-in (ASVS 5 V6): TOTP with recovery codes, required for the roles named in
// MFA_REQUIRED_ROLES (here: admin), optional for everyone else; the audit log records it.

let portal: TestPortal;
beforeAll(async () => {
  portal = await startDemoPortal({ env: { MFA_REQUIRED_ROLES: 'admin' } });
});
afterAll(() => portal.close());

const login = (email: string, password: string) =>
  portal.call('POST', '/api/auth/login', { body: { username: email, password } });
const verify = (challenge: string, code: string) =>
  portal.call('POST', '/api/auth/mfa/verify', { body: { challenge, code } });
/** The next 30-second step: a code is accepted once per step. */
const nextStep = () => portal.clock.advance(30_000);
const sessionCookie = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === 'session')?.value;

let adminToken: string;

/** A client with two-factor sign-in set up in the account settings; answers secret and codes. */
async function clientWithMfa(email: string) {
  const client = await signedInClient(portal, { email, name: 'Zwei Faktor' });
  const setup = await portal.call('POST', '/api/users/mfa/setup', { token: client.token });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri } = setup.json() as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const enable = await portal.call('POST', '/api/users/mfa/enable', {
    token: client.token,
    body: { code: codeAt(secret, portal.clock.now) },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  nextStep();
  return { ...client, secret, recoveryCodes: enable.json().recoveryCodes as string[] };
}

async function auditTexts(userId: string): Promise<string[]> {
  const res = await portal.call('GET', `/api/audit/events?entity=client&entityId=${userId}`, { token: adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as { label: string }[]).map((r) => r.label);
}

describe('a role in MFA_REQUIRED_ROLES', () => {
  it('gets no session from the password alone: it enrols first, then signs in with a code', async () => {
    const first = await login(demoAdmin.email, demoAdmin.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfa: 'enrol', challenge: expect.any(String) });
    expect(sessionCookie(first)).toBeUndefined();
    const { challenge } = first.json();
    // The challenge is no session.
    expect((await portal.call('GET', '/api/auth/me', { token: challenge })).statusCode).toBe(401);

    const setup = await portal.call('POST', '/api/auth/mfa/enrol/setup', { body: { challenge } });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json();
    const wrong = await portal.call('POST', '/api/auth/mfa/enrol', { body: { challenge, code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(mfaMessages.codeInvalid);
    const enrol = await portal.call('POST', '/api/auth/mfa/enrol', {
      body: { challenge, code: codeAt(secret, portal.clock.now) },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect(enrol.json().recoveryCodes).toHaveLength(10);
    adminToken = enrol.json().token;
    expect(sessionCookie(enrol)).toBe(adminToken);
    expect((await portal.call('GET', '/api/auth/me', { token: adminToken })).json().user.email).toBe(demoAdmin.email);

    nextStep();
    const again = await login(demoAdmin.email, demoAdmin.password);
    expect(again.json().mfa).toBe('verify');
    const signedIn = await verify(again.json().challenge, codeAt(secret, portal.clock.now));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.role).toBe('admin');
  });

  it('cannot switch it off', async () => {
    const res = await portal.call('POST', '/api/users/mfa/disable', {
      token: adminToken,
      body: { password: demoAdmin.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(mfaMessages.requiredForRole);
    const status = await portal.call('GET', '/api/users/mfa', { token: adminToken });
    expect(status.json()).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
  });
});

describe('an account that set it up', () => {
  it('a client without it signs in with the password alone (optional for other roles)', async () => {
    await signedInClient(portal, { email: 'ohne-2fa@beispiel.de', name: 'Ohne Zweifaktor' });
    const res = await login('ohne-2fa@beispiel.de', CLIENT_PASSWORD);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('the password step answers a challenge, no session; a code from the app works once', async () => {
    const client = await clientWithMfa('zwei-faktor@beispiel.de');
    const res = await login(client.email, CLIENT_PASSWORD);
    expect(res.json()).toEqual({ mfa: 'verify', challenge: expect.any(String) });
    expect(sessionCookie(res)).toBeUndefined();

    const code = codeAt(client.secret, portal.clock.now);
    const ok = await verify(res.json().challenge, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.email).toBe(client.email);
    expect((await portal.call('GET', '/api/auth/me', { token: ok.json().token })).statusCode).toBe(200);
    // The challenge is spent with the sign-in.
    expect((await verify(res.json().challenge, code)).json().message).toBe(mfaMessages.challengeInvalid);
    // The same code in a new sign-in, within its 30 seconds: refused (replay).
    const replay = await verify((await login(client.email, CLIENT_PASSWORD)).json().challenge, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(mfaMessages.codeInvalid);
  });

  it('a recovery code works once, and its use is in the audit log', async () => {
    const client = await clientWithMfa('wiederherstellung@beispiel.de');
    const [code] = client.recoveryCodes;
    const ok = await verify((await login(client.email, CLIENT_PASSWORD)).json().challenge, code!.toUpperCase());
    expect(ok.statusCode, ok.body).toBe(200);
    const twice = await verify((await login(client.email, CLIENT_PASSWORD)).json().challenge, code!);
    expect(twice.statusCode).toBe(400);
    const status = await portal.call('GET', '/api/users/mfa', { token: ok.json().token });
    expect(status.json()).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 9 });
    expect(await auditTexts(client.id)).toEqual(
      expect.arrayContaining(['Zwei-Faktor-Anmeldung eingerichtet', 'Mit Wiederherstellungscode angemeldet']),
    );
  });

  it('the second step expires after five minutes', async () => {
    const client = await clientWithMfa('abgelaufen@beispiel.de');
    const { challenge } = (await login(client.email, CLIENT_PASSWORD)).json();
    portal.clock.advance(5 * 60_000 + 1);
    const res = await verify(challenge, codeAt(client.secret, portal.clock.now));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(mfaMessages.challengeInvalid);
  });

  it('is rate limited: after five wrong codes the challenge is void and the account waits', async () => {
    const client = await clientWithMfa('geraten@beispiel.de');
    const { challenge } = (await login(client.email, CLIENT_PASSWORD)).json();
    for (let i = 0; i < 5; i++) expect((await verify(challenge, String(100000 + i))).statusCode).toBe(400);
    // The void challenge takes no code, not even the right one, and the account itself waits: a
    // new password step does not help.
    expect((await verify(challenge, codeAt(client.secret, portal.clock.now))).json().message).toBe(
      messages.tooManyAttempts,
    );
    const fresh = (await login(client.email, CLIENT_PASSWORD)).json().challenge;
    const limited = await verify(fresh, codeAt(client.secret, portal.clock.now));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(messages.tooManyAttempts);
  });

  it('is switched off with the password only; then the password alone signs in again', async () => {
    const client = await clientWithMfa('ausschalten@beispiel.de');
    const token = (
      await verify((await login(client.email, CLIENT_PASSWORD)).json().challenge, client.recoveryCodes[1]!)
    ).json().token;
    const wrong = await portal.call('POST', '/api/users/mfa/disable', { token, body: { password: 'falsch' } });
    expect(wrong.statusCode).toBe(400);
    const off = await portal.call('POST', '/api/users/mfa/disable', { token, body: { password: CLIENT_PASSWORD } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await login(client.email, CLIENT_PASSWORD)).json().token).toEqual(expect.any(String));
    expect(await auditTexts(client.id)).toEqual(expect.arrayContaining(['Zwei-Faktor-Anmeldung deaktiviert']));
  });

  it('a second setup while it is in use is refused (it would replace the secret the app knows)', async () => {
    const client = await clientWithMfa('doppelt@beispiel.de');
    const res = await portal.call('POST', '/api/users/mfa/setup', { token: client.token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(mfaMessages.alreadyEnabled);
  });
});
