import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAuthLimits } from '../../modules/identity';
import { messages } from '../../modules/identity/contract';
import { RESET_REQUEST_QUEUE, startResetRequests } from '../../modules/identity/reset-requests';
import { startTestPortal, TEST_ORIGIN, type TestPortal } from '../testing/harness';
import { recipientOf } from '../testing/smtp-sink';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// Security round two (issue 16), item 5: the accounts' small holes, one test each. The portal runs
// with the production limits, so the throttles are the real ones.

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ authLimits: defaultAuthLimits });
});
afterAll(() => portal.close());

const db = () => portal.runtime.ctx.db;
/** A call from a given client address (app.inject's remote address; no proxy is trusted in tests). */
const from = (ip: string, method: string, url: string, body?: unknown, token?: string) =>
  portal.runtime.app.inject({
    method: method as 'POST',
    url,
    payload: body as object,
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
/** A visitor signs up from `ip` (the terms accepted). */
const register = (ip: string, account: { email: string; password: string; name: string }) =>
  from(ip, 'POST', '/api/auth/register', { acceptedTerms: LEGAL_VERSIONS, ...account });
const login = (ip: string, username: string, password: string) =>
  from(ip, 'POST', '/api/auth/login', { username, password });

/** The signed-in client changes their password from `ip`. */
const changePassword = (ip: string, c: { token: string }, currentPassword: string, newPassword: string) =>
  from(
    ip,
    'POST',
    '/api/users/change-password',
    { currentPassword, newPassword, confirmPassword: newPassword },
    c.token,
  );

let n = 0;
/** A client registered through the API from an address of its own. */
async function newClient(password = 'Runde-Zwei-2026') {
  const email = `runde${++n}@beispiel.de`;
  const res = await register(`10.20.0.${n}`, { email, password, name: `Kunde ${n}` });
  expect(res.statusCode, res.body).toBe(201);
  return { email, password, token: res.json().token as string, id: res.json().user.id as string };
}
const eventsOf = async (type: string, userId: string) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM events WHERE type = ${type} AND stream_id = ${`identity-user-${userId}`}`.execute(
      db(),
    )
  ).rows[0]!.n;

describe('5a forgot-password: the same path for known and unknown e-mails', () => {
  it('answers both alike before anything about the account is looked at; the worker sends the link later', async () => {
    const c = await newClient();
    // The worker waits while the two requests are answered: only the queued jobs may exist then.
    await portal.runtime.boss.offWork(RESET_REQUEST_QUEUE);
    const known = await from('10.30.0.1', 'POST', '/api/auth/forgot-password', { email: c.email });
    const unknown = await from('10.30.0.1', 'POST', '/api/auth/forgot-password', { email: 'niemand@nirgendwo.de' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await eventsOf('PasswordResetRequested', c.id)).toBe(0);
    const queued = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${RESET_REQUEST_QUEUE}`.execute(db());
    expect(queued.rows[0]!.n).toBe(2);

    await startResetRequests(portal.runtime.ctx, portal.runtime.boss);
    const mail = await portal.smtp.waitFor((m) => recipientOf(m) === c.email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(portal.smtp.mails.some((m) => recipientOf(m) === 'niemand@nirgendwo.de')).toBe(false);
  });
});

describe('5b registration', () => {
  it('a taken e-mail answers the failure status with the spec hedged message, and registering is limited per address', async () => {
    const c = await newClient();
    const again = await register('10.40.0.1', { email: c.email, password: 'Anderes-Pw-2026', name: 'Doppelt' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Möglicherweise ist die E-Mail bereits registriert.');

    // Each registration counts against its address (a burst of sign-ups probes which e-mails exist).
    const burst = (email: string) => register('10.40.0.2', { email, password: 'Runde-Zwei-2026', name: 'Masse' });
    for (let i = 0; i < defaultAuthLimits.perIp.max; i++) {
      const res = await burst(`massen${i}@beispiel.de`);
      expect(res.statusCode).toBe(201);
    }
    const limited = await burst('massen-x@beispiel.de');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('5d an unused reset link dies with a password change', () => {
  it('the link sent before the change no longer sets a password', async () => {
    const c = await newClient();
    await from('10.50.0.1', 'POST', '/api/auth/forgot-password', { email: c.email });
    const mail = await portal.smtp.waitFor((m) => recipientOf(m) === c.email);
    const token = /reset_token=([a-z2-7]+)/.exec(mail.text ?? '')![1]!;
    const changed = await changePassword('10.50.0.1', c, c.password, 'Geaendert-2026');
    expect(changed.statusCode).toBe(200);
    const reset = await from('10.50.0.1', 'POST', '/api/auth/reset-password', { token, password: 'Uebernahme-2026' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(messages.resetTokenInvalid);
    expect((await login('10.50.0.1', c.email, 'Geaendert-2026')).statusCode).toBe(200);
  });
});

describe('5e sign-in throttling instead of a hard lock', () => {
  it('failures from one address slow that address down (429, Retry-After, growing); the owner elsewhere signs in', async () => {
    const c = await newClient();
    for (let i = 0; i < defaultAuthLimits.perAccount.max; i++)
      expect((await login('10.60.0.66', c.email, 'Falsch-Geraten-1')).statusCode).toBe(401);
    const held = await login('10.60.0.66', c.email, c.password);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(messages.tooManyAttempts);
    const firstWait = Number(held.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);

    // The owner, from their own address, is not locked out by the stranger.
    expect((await login('10.60.0.7', c.email, c.password)).statusCode).toBe(200);

    // After the wait the stranger may try once more; another failure doubles the wait.
    portal.clock.advance(firstWait * 1000);
    expect((await login('10.60.0.66', c.email, 'Falsch-Geraten-2')).statusCode).toBe(401);
    const longer = await login('10.60.0.66', c.email, c.password);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(firstWait);
  });

  it('an office behind one address signs in far more often than the per-address limit: successes do not count', async () => {
    const c = await newClient();
    for (let i = 0; i < defaultAuthLimits.perIp.max + 5; i++)
      expect((await login('10.60.1.1', c.email, c.password)).statusCode).toBe(200);
  });

  it('failures from one address across many accounts are limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= defaultAuthLimits.perIp.max; i++)
      statuses.push((await login('10.60.2.1', `geraten${i}@beispiel.de`, 'Falsch-Geraten-1')).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('5f sessions end after SESSION_MAX_DAYS however often they are used', () => {
  it('a session used every 20 days is refused after 90 days', async () => {
    const c = await newClient();
    const start = portal.clock.now;
    try {
      for (let day = 20; day < 90; day += 20) {
        portal.clock.advance(20 * 24 * 3600_000);
        expect((await portal.call('GET', '/api/auth/me', { token: c.token })).statusCode, `Tag ${day}`).toBe(200);
      }
      portal.clock.advance(11 * 24 * 3600_000);
      expect((await portal.call('GET', '/api/auth/me', { token: c.token })).statusCode).toBe(401);
    } finally {
      portal.clock.now = start;
    }
  });
});

describe('5g PUT /api/users/profile', () => {
  it('keeps the fields left out', async () => {
    const c = await newClient();
    const full = await portal.call('PUT', '/api/users/profile', {
      token: c.token,
      body: { company: 'Firma GmbH', phone: '+49 30 1234', position: 'Leitung' },
    });
    expect(full.statusCode).toBe(200);
    const one = await portal.call('PUT', '/api/users/profile', { token: c.token, body: { phone: '+49 40 999' } });
    expect(one.json().user).toMatchObject({ company: 'Firma GmbH', phone: '+49 40 999', position: 'Leitung' });
    const cleared = await portal.call('PUT', '/api/users/profile', { token: c.token, body: { company: '' } });
    expect(cleared.json().user).toMatchObject({ company: null, phone: '+49 40 999', position: 'Leitung' });
  });
});

describe('5h common passwords and the password change limit', () => {
  it('refuses the most common passwords on registration, change and reset, with the German message', async () => {
    const reg = await register('10.80.0.1', { email: 'haeufig@beispiel.de', password: 'aaaaaaaa', name: 'Häufig' });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().message).toBe(
      'Dieses Passwort ist zu häufig und leicht zu erraten. Bitte wählen Sie ein anderes.',
    );
    const reg2 = await register('10.80.0.1', { email: 'haeufig@beispiel.de', password: 'Passwort123', name: 'Häufig' });
    expect(reg2.statusCode).toBe(400);

    const c = await newClient();
    const change = await changePassword('10.80.0.2', c, c.password, '123456');
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(messages.passwordTooCommon);
    expect((await login('10.80.0.2', c.email, c.password)).statusCode).toBe(200);
  });

  it('limits password changes per account (the current password is what a stolen session guesses)', async () => {
    const c = await newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await changePassword('10.80.1.1', c, `Geraten-${i}-x`, 'Neu-Runde-2026');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
