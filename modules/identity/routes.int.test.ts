import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { recipientOf } from '../../server/testing/smtp-sink';
import { seedDemo } from '../../server/seed/demo';
import { demoAdmin, demoClients, demoPartners } from '../../server/seed/demo-accounts';
import { messages } from './contract';
import { namesOf } from './queries';
import { hashToken } from './sessions';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 15 * 60_000 } },
  });
  await seedDemo(portal.runtime.ctx);
});
afterAll(() => portal.close());

const julia = demoClients[0]!;
const login = (username: string, password: string) =>
  portal.call('POST', '/api/auth/login', { body: { username, password } });
const tokenOf = async (username: string, password: string) => (await login(username, password)).json().token as string;
const db = () => portal.runtime.ctx.db;

let n = 0;
async function newClient(password = 'Start-Passwort-1') {
  const email = `kunde${++n}@beispiel.de`;
  const res = await portal.call('POST', '/api/auth/register', {
    body: { acceptedTerms: LEGAL_VERSIONS, username: email, email, password, name: `Kunde ${n}`, company: null },
  });
  expect(res.statusCode).toBe(201);
  return { email, password, token: res.json().token as string, id: res.json().user.id as string };
}

describe('sign-in and sessions', () => {
  it('logs in with e-mail and password, answering user and token, and sets an httpOnly SameSite=Lax cookie', async () => {
    const res = await login(julia.email, julia.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: julia.email, role: 'user', isAdmin: false, isPartner: false });
    const cookie = res.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toBe(res.json().token);
    const me = await portal.call('GET', '/api/auth/me', { headers: { cookie: `session=${cookie.value}` } });
    expect(me.json().user.email).toBe(julia.email);
  });

  it('answers 401 with a German message without a session, and for a wrong password', async () => {
    expect((await portal.call('GET', '/api/auth/me')).statusCode).toBe(401);
    const wrong = await login(julia.email, 'falsch');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messages.invalidCredentials);
  });

  it('stores only the hash of a session token', async () => {
    const token = await tokenOf(julia.email, julia.password);
    const rows = await sql<{ id: string }>`SELECT id FROM sessions`.execute(db());
    expect(rows.rows.map((r) => r.id)).toContain(hashToken(token));
    expect(rows.rows.map((r) => r.id)).not.toContain(token);
  });

  it('refuses the old token after logout', async () => {
    const token = await tokenOf(julia.email, julia.password);
    expect((await portal.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    const out = await portal.call('POST', '/api/auth/logout', { token });
    expect(out.statusCode).toBe(200);
    expect((await portal.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
  });

  it('slides the session expiry forward when half of it has passed', async () => {
    const token = await tokenOf(julia.email, julia.password);
    // Used just before: the session cache holds it, yet renewal and expiry are still decided.
    expect((await portal.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    portal.clock.advance(20 * 24 * 3600_000);
    const res = await portal.call('GET', '/api/auth/me', { headers: { cookie: `session=${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'session')?.expires?.getTime()).toBeGreaterThan(
      portal.clock.now.getTime() + 29 * 24 * 3600_000,
    );
    portal.clock.advance(31 * 24 * 3600_000);
    expect((await portal.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
    portal.clock.now = new Date();
  });

  it('hashes passwords with argon2id, m >= 19456, t >= 2, p = 1', async () => {
    const rows = await sql<{ password_hash: string }>`SELECT password_hash FROM user_credentials LIMIT 1`.execute(db());
    const h = rows.rows[0]!.password_hash;
    expect(h).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(h)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });
});

describe('registration and profile', () => {
  it('registers a client and answers 409 with a German message for a taken e-mail', async () => {
    const c = await newClient();
    const again = await portal.call('POST', '/api/auth/register', {
      body: { acceptedTerms: LEGAL_VERSIONS, email: c.email.toUpperCase(), password: 'Passwort-123', name: 'X' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.emailTaken);
  });

  it('validates registration with the spec messages and writes nothing', async () => {
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(db());
    const short = await portal.call('POST', '/api/auth/register', {
      body: { acceptedTerms: LEGAL_VERSIONS, email: 'neu@beispiel.de', password: 'kurz', name: 'Neu' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(messages.passwordMin8);
    const noName = await portal.call('POST', '/api/auth/register', {
      body: { acceptedTerms: LEGAL_VERSIONS, email: 'neu@beispiel.de', password: 'langgenug1' },
    });
    expect(noName.json().message).toBe(messages.nameAndEmailRequired);
    const garbage = await portal.call('POST', '/api/auth/register', { body: [1, 2, 3] });
    expect(garbage.statusCode).toBe(400);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(db());
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('updates the profile, and the next /api/auth/me shows it at once', async () => {
    const c = await newClient();
    expect((await portal.call('GET', '/api/auth/me', { token: c.token })).json().user.company).toBeNull();
    const res = await portal.call('PUT', '/api/users/profile', {
      token: c.token,
      body: { company: 'Neu GmbH', phone: '+49 30 123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ company: 'Neu GmbH', phone: '+49 30 123' });
    expect((await portal.call('GET', '/api/auth/me', { token: c.token })).json().user).toMatchObject({
      company: 'Neu GmbH',
      phone: '+49 30 123',
    });
  });
});

describe('passwords', () => {
  it('change-password checks the current one, ends the other sessions and keeps the caller signed in', async () => {
    const c = await newClient();
    const second = await tokenOf(c.email, c.password);
    const wrong = await portal.call('POST', '/api/users/change-password', {
      token: c.token,
      body: { currentPassword: 'nope', newPassword: 'Neues-Pw-1', confirmPassword: 'Neues-Pw-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.currentPasswordWrong, code: 'CURRENT_PASSWORD_INCORRECT' });
    const mismatch = await portal.call('POST', '/api/users/change-password', {
      token: c.token,
      body: { currentPassword: c.password, newPassword: 'Neues-Pw-1', confirmPassword: 'anders' },
    });
    expect(mismatch.json().message).toBe(messages.confirmMismatch);
    const ok = await portal.call('POST', '/api/users/change-password', {
      token: c.token,
      body: { currentPassword: c.password, newPassword: 'Neues-Pw-1', confirmPassword: 'Neues-Pw-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await portal.call('GET', '/api/auth/me', { token: second })).statusCode).toBe(401);
    expect((await portal.call('GET', '/api/auth/me', { token: c.token })).statusCode).toBe(401);
    expect((await portal.call('GET', '/api/auth/me', { token: ok.json().token })).statusCode).toBe(200);
    expect((await login(c.email, 'Neues-Pw-1')).statusCode).toBe(200);
  });

  it('forgot-password answers the same for a known and an unknown e-mail', async () => {
    const known = await portal.call('POST', '/api/auth/forgot-password', { body: { email: demoPartners[0]!.email } });
    const unknown = await portal.call('POST', '/api/auth/forgot-password', { body: { email: 'niemand@nirgendwo.de' } });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it('sends the reset e-mail over SMTP; its link sets a new password once; sessions end', async () => {
    const c = await newClient();
    await portal.call('POST', '/api/auth/forgot-password', { body: { email: c.email } });
    const mail = await portal.smtp.waitFor((m) => recipientOf(m) === c.email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    const link = /https?:\/\/\S+reset_token=([a-z2-7]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = link![1]!;
    const weak = await portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'nurbuchstaben' } });
    expect(weak.json().message).toBe(messages.passwordStrength);
    const ok = await portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'Zurueck-2026' } });
    expect(ok.statusCode).toBe(200);
    expect((await portal.call('GET', '/api/auth/me', { token: c.token })).statusCode).toBe(401);
    expect((await login(c.email, 'Zurueck-2026')).statusCode).toBe(200);
    const twice = await portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'Nochmal-2026' } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(messages.resetTokenInvalid);
  });

  it('a reset token expires after one hour, and a new one kills the old', async () => {
    const c = await newClient();
    await portal.call('POST', '/api/auth/forgot-password', { body: { email: c.email } });
    const first = /reset_token=([a-z2-7]+)/.exec(
      (await portal.smtp.waitFor((m) => recipientOf(m) === c.email)).text ?? '',
    )![1]!;
    portal.smtp.mails.splice(0);
    await portal.call('POST', '/api/auth/forgot-password', { body: { email: c.email } });
    const second = /reset_token=([a-z2-7]+)/.exec(
      (await portal.smtp.waitFor((m) => recipientOf(m) === c.email)).text ?? '',
    )![1]!;
    expect(
      (await portal.call('POST', '/api/auth/reset-password', { body: { token: first, password: 'Zurueck-2026' } }))
        .statusCode,
    ).toBe(400);
    portal.clock.advance(60 * 60_000 + 1000);
    const late = await portal.call('POST', '/api/auth/reset-password', {
      body: { token: second, password: 'Zurueck-2026' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(messages.resetTokenInvalid);
    portal.clock.now = new Date();
  });
});

describe('account deletion', () => {
  it('a client deletes the account and can no longer sign in; partners and admins cannot', async () => {
    const c = await newClient();
    const res = await portal.call('DELETE', '/api/users/me', { token: c.token });
    expect(res.statusCode).toBe(200);
    expect((await login(c.email, c.password)).statusCode).toBe(401);
    const partner = await tokenOf(demoPartners[1]!.email, demoPartners[1]!.password);
    expect((await portal.call('DELETE', '/api/users/me', { token: partner })).statusCode).toBe(403);
    const admin = await tokenOf(demoAdmin.email, demoAdmin.password);
    const adminTry = await portal.call('DELETE', '/api/users/me', { token: admin });
    expect(adminTry.statusCode).toBe(403);
    expect(adminTry.json().message).toBe(messages.onlyClientsDelete);
  });

  it("other modules' views name a deleted account, an unknown id and a malformed one with their own word", async () => {
    const stays = await newClient();
    const leaves = await newClient();
    expect((await portal.call('DELETE', '/api/users/me', { token: leaves.token })).statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const nameOf = await namesOf(db(), [stays.id, leaves.id, unknown, 'kein-uuid'], 'Gelöschter Klient');
    expect([stays.id, leaves.id, unknown, 'kein-uuid'].map(nameOf)).toEqual([
      `Kunde ${n - 1}`,
      'Gelöschter Klient',
      'Gelöschter Klient',
      'Gelöschter Klient',
    ]);
  });
});

describe('request security', () => {
  it('answers 403 to a state-changing request from a foreign Origin', async () => {
    const res = await portal.call('POST', '/api/auth/login', {
      body: { username: julia.email, password: julia.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 429 with a German message after repeated failed logins for one account', async () => {
    const target = demoClients[2]!;
    for (let i = 0; i < 5; i++) expect((await login(target.email, 'falsch')).statusCode).toBe(401);
    const blocked = await login(target.email, target.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyAttempts);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await portal.call('GET', '/api/health');
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', queue: 'ok', realtime: 'ok' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the log', () => {
  it('records who did what, and replay rebuilds users identical to the live table', async () => {
    const rows = await sql<{
      type: string;
      metadata: { actorRole: string };
    }>`SELECT type, metadata FROM events WHERE type = 'UserRegistered' ORDER BY position LIMIT 1`.execute(db());
    expect(rows.rows[0]).toMatchObject({ type: 'UserRegistered', metadata: { actorRole: 'system' } });
    const report = await replay(portal.runtime.ctx.store);
    expect(report.events).toBeGreaterThan(7);
    expect(report.differences).toEqual([]);
  });
});
