import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { withdrawnOfferOfPartner } from '../../server/testing/demo-portal';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { recipientOf } from '../../server/testing/smtp-sink';
import { seedDemo } from '../../server/seed/demo';
import { demoAdmin, demoClients, demoPartners } from '../../server/seed/demo-accounts';
import { acceleratorMessages, adminAccountMessages, generatePassword } from './contract';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.runtime.ctx);
  admin = await tokenOf(demoAdmin.email, demoAdmin.password);
});
afterAll(() => portal.close());

const login = (username: string, password: string) =>
  portal.call('POST', '/api/auth/login', { body: { username, password } });
async function tokenOf(username: string, password: string): Promise<string> {
  const res = await login(username, password);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

let n = 0;
async function newPartner(over: Record<string, unknown> = {}) {
  const email = `accelerator${++n}@beispiel.de`;
  const res = await portal.call('POST', '/api/users', {
    token: admin,
    body: { role: 'partner', name: `Accelerator ${n}`, email, partnerType: 'Marketing', ...over },
  });
  expect(res.statusCode).toBe(201);
  return { email, id: res.json().user.id as string, user: res.json().user };
}
async function newClient() {
  const email = `klient${++n}@beispiel.de`;
  const res = await portal.call('POST', '/api/auth/register', {
    body: { acceptedTerms: LEGAL_VERSIONS, email, password: 'Kunde-Pw-2026', name: `Klient ${n}` },
  });
  return { email, id: res.json().user.id as string, token: res.json().token as string };
}
const linkToken = (text: string | undefined) => /https?:\/\/\S+\?reset_token=([a-z2-7]+)/.exec(text ?? '')?.[1];

describe('Acceleratoren: accounts created by an admin', () => {
  it('creates a partner account with its specialty; the welcome e-mail carries a set-password link, not the password', async () => {
    const password = generatePassword();
    const p = await newPartner({ password, username: undefined });
    expect(p.user).toMatchObject({
      email: p.email,
      username: p.email,
      role: 'partner',
      partnerType: 'Marketing',
      active: true,
      isPartner: true,
    });
    const mail = await portal.smtp.waitFor((m) => recipientOf(m) === p.email);
    expect(mail.subject).toContain('Passwort festlegen');
    expect(mail.text).not.toContain(password);
    expect(mail.text).toContain('sieben Tage');
    const token = linkToken(mail.text);
    expect(token).toBeDefined();
    // The password the admin set works; the link lets the partner choose their own.
    expect((await login(p.email, password)).statusCode).toBe(200);
    expect(
      (await portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'Eigenes-Pw-2026' } }))
        .statusCode,
    ).toBe(200);
    expect((await login(p.email, password)).statusCode).toBe(401);
    expect((await login(p.email, 'Eigenes-Pw-2026')).json().user).toMatchObject({ role: 'partner' });
  });

  it('without a password the account is usable only through the link, which lasts seven days', async () => {
    const p = await newPartner();
    const token = linkToken((await portal.smtp.waitFor((m) => recipientOf(m) === p.email)).text);
    expect((await login(p.email, 'irgendein-Passwort-1')).statusCode).toBe(401);
    portal.clock.advance(6 * 24 * 3600_000);
    expect(
      (await portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'Spaeter-Pw-2026' } }))
        .statusCode,
    ).toBe(200);
    expect((await login(p.email, 'Spaeter-Pw-2026')).statusCode).toBe(200);
    portal.clock.now = new Date();
  });

  it('the link expires after seven days', async () => {
    const p = await newPartner();
    const token = linkToken((await portal.smtp.waitFor((m) => recipientOf(m) === p.email)).text);
    portal.clock.advance(7 * 24 * 3600_000 + 1000);
    expect(
      (await portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'Zu-Spaet-2026' } }))
        .statusCode,
    ).toBe(400);
    portal.clock.now = new Date();
  });

  it('validates with the spec texts and refuses a taken e-mail with 409 USER_EXISTS', async () => {
    const missing = await portal.call('POST', '/api/users', {
      token: admin,
      body: { role: 'partner', email: 'x@beispiel.de', partnerType: 'Recht' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(acceleratorMessages.requiredFields);
    const noType = await portal.call('POST', '/api/users', {
      token: admin,
      body: { role: 'partner', name: 'X', email: 'x@beispiel.de' },
    });
    expect(noType.json().message).toBe(acceleratorMessages.requiredFields);
    const asAdmin = await portal.call('POST', '/api/users', {
      token: admin,
      body: { role: 'admin', name: 'X', email: 'x@beispiel.de', partnerType: 'Recht' },
    });
    expect(asAdmin.json().message).toBe(acceleratorMessages.onlyPartners);
    const taken = await portal.call('POST', '/api/users', {
      token: admin,
      body: { role: 'partner', name: 'X', email: demoClients[0]!.email.toUpperCase(), partnerType: 'Recht' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USER_EXISTS', message: adminAccountMessages.userExists });
  });

  it('only admins create, list, read, change and delete partner accounts', async () => {
    const partner = await tokenOf(demoPartners[0]!.email, demoPartners[0]!.password);
    const client = await newClient();
    const p = await newPartner();
    for (const token of [partner, client.token]) {
      expect(
        (
          await portal.call('POST', '/api/users', {
            token,
            body: { role: 'partner', name: 'X', email: 'y@beispiel.de', partnerType: 'KI' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await portal.call('GET', '/api/users/role/partner', { token })).statusCode).toBe(403);
      expect((await portal.call('GET', `/api/users/${p.id}`, { token })).statusCode).toBe(403);
      expect((await portal.call('PUT', `/api/users/${p.id}`, { token, body: { partnerType: 'KI' } })).statusCode).toBe(
        403,
      );
      expect((await portal.call('DELETE', `/api/users/${p.id}`, { token })).statusCode).toBe(403);
      expect((await portal.call('GET', '/api/users/admins', { token })).statusCode).toBe(403);
    }
    expect((await portal.call('GET', '/api/users/role/partner')).statusCode).toBe(401);
    // Everyone may read their own account.
    expect((await portal.call('GET', `/api/users/${client.id}`, { token: client.token })).json().user).toMatchObject({
      id: client.id,
      role: 'user',
    });
  });

  it('lists partner accounts, reads one and changes its specialty label', async () => {
    const p = await newPartner();
    const list = (await portal.call('GET', '/api/users/role/partner', { token: admin })).json() as {
      id: string;
      role: string;
    }[];
    expect(list.every((u) => u.role === 'partner')).toBe(true);
    expect(list.map((u) => u.id)).toContain(p.id);
    const changed = await portal.call('PUT', `/api/users/${p.id}`, { token: admin, body: { partnerType: 'Finanzen' } });
    expect(changed.json().user).toMatchObject({ id: p.id, partnerType: 'Finanzen' });
    expect((await portal.call('GET', `/api/users/${p.id}`, { token: admin })).json().user.partnerType).toBe('Finanzen');
    const bad = await portal.call('PUT', `/api/users/${p.id}`, { token: admin, body: { partnerType: 'Astrologie' } });
    expect(bad.json().message).toBe(acceleratorMessages.partnerTypeInvalid);
    const client = await newClient();
    const onClient = await portal.call('PUT', `/api/users/${client.id}`, { token: admin, body: { partnerType: 'KI' } });
    expect(onClient.statusCode).toBe(400);
    expect(onClient.json().code).toBe('NOT_A_PARTNER');
    expect(
      (await portal.call('GET', '/api/users/00000000-0000-4000-8000-000000000000', { token: admin })).statusCode,
    ).toBe(404);
  });

  it('deletes a partner without history: the account is gone', async () => {
    const p = await newPartner({ password: 'Partner-Pw-2026' });
    const res = await portal.call('DELETE', `/api/users/${p.id}`, { token: admin });
    expect(res.json()).toEqual({ success: true, outcome: 'deleted' });
    expect((await portal.call('GET', `/api/users/${p.id}`, { token: admin })).statusCode).toBe(404);
    expect((await login(p.email, 'Partner-Pw-2026')).statusCode).toBe(401);
    const client = await newClient();
    expect((await portal.call('DELETE', `/api/users/${client.id}`, { token: admin })).json().code).toBe(
      'NOT_A_PARTNER',
    );
  });

  it('deactivates a partner with history (an allocation): no more sign-in, sessions end, the account stays', async () => {
    const p = await newPartner({ password: 'Partner-Pw-2026' });
    const session = await tokenOf(p.email, 'Partner-Pw-2026');
    expect((await portal.call('GET', '/api/auth/me', { token: session })).statusCode).toBe(200);
    const client = await newClient();
    await withdrawnOfferOfPartner(portal, admin, { clientId: client.id, partnerId: p.id, hours: 5, customPrice: 900 });
    const res = await portal.call('DELETE', `/api/users/${p.id}`, { token: admin });
    expect(res.json()).toEqual({ success: true, outcome: 'deactivated' });
    expect((await portal.call('GET', '/api/auth/me', { token: session })).statusCode).toBe(401);
    expect((await login(p.email, 'Partner-Pw-2026')).statusCode).toBe(401);
    expect((await portal.call('GET', `/api/users/${p.id}`, { token: admin })).json().user).toMatchObject({
      active: false,
      name: p.user.name,
    });
    // Deleting again keeps it deactivated; forgot-password sends it nothing.
    expect((await portal.call('DELETE', `/api/users/${p.id}`, { token: admin })).json().outcome).toBe('deactivated');
    const forgot = await portal.call('POST', '/api/auth/forgot-password', { body: { email: p.email } });
    expect(forgot.statusCode).toBe(200); // the same answer as for an unknown e-mail
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      portal.smtp.mails.filter((m) => recipientOf(m) === p.email && m.subject === 'Passwort zurücksetzen'),
    ).toHaveLength(0);
  });
});

describe('admins', () => {
  it('validates a new admin with the German texts of spec 02 §5', async () => {
    const call = (body: object) => portal.call('POST', '/api/users/create-admin', { token: admin, body });
    expect((await call({ name: 'Ada', email: 'ada@beispiel.de', password: 'Admin-Pw-2026' })).json().message).toBe(
      adminAccountMessages.requiredFields,
    );
    expect(
      (await call({ name: 'Ada', email: 'ada@beispiel.de', username: 'ada', password: 'kurz' })).json().message,
    ).toBe(adminAccountMessages.passwordMin8);
    const mismatch = await call({
      name: 'Ada',
      email: 'ada@beispiel.de',
      username: 'ada',
      password: 'Admin-Pw-2026',
      confirmPassword: 'anders-2026',
    });
    expect(mismatch.json().message).toBe(adminAccountMessages.passwordMismatch);
  });

  it('creates an admin who signs in and is listed; a taken e-mail or username is 409 with the German text', async () => {
    const res = await portal.call('POST', '/api/users/create-admin', {
      token: admin,
      body: {
        name: 'Ada Admin',
        email: 'Ada@Beispiel.de',
        username: 'ada',
        password: 'Admin-Pw-2026',
        confirmPassword: 'Admin-Pw-2026',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: 'Ada Admin', email: 'ada@beispiel.de', username: 'ada' });
    const ada = await tokenOf('ada@beispiel.de', 'Admin-Pw-2026');
    const list = (await portal.call('GET', '/api/users/admins', { token: ada })).json() as {
      username: string;
      email: string;
      createdAt: string;
    }[];
    expect(list.map((a) => a.username).sort()).toEqual(['ada', demoAdmin.email]);
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'username']);
    for (const body of [
      { email: 'ada@beispiel.de', username: 'andere' },
      { email: 'neu@beispiel.de', username: 'ADA' },
      { email: 'neu2@beispiel.de', username: demoClients[1]!.email },
    ]) {
      const taken = await portal.call('POST', '/api/users/create-admin', {
        token: admin,
        body: { name: 'X', password: 'Admin-Pw-2026', ...body },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'USER_EXISTS',
        message: 'Ein Benutzer mit dieser E-Mail oder diesem Benutzernamen existiert bereits',
      });
    }
  });

  it('an admin cannot delete themself, nor a non-admin through the admin route', async () => {
    const self = await portal.call(
      'DELETE',
      `/api/users/admin/${(await portal.call('GET', '/api/auth/me', { token: admin })).json().user.id}`,
      { token: admin },
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'CANNOT_DELETE_SELF', message: adminAccountMessages.cannotDeleteSelf });
    const p = await newPartner();
    expect((await portal.call('DELETE', `/api/users/admin/${p.id}`, { token: admin })).statusCode).toBe(404);
    const partner = await tokenOf(demoPartners[1]!.email, demoPartners[1]!.password);
    expect((await portal.call('POST', '/api/users/create-admin', { token: partner, body: {} })).statusCode).toBe(403);
    expect((await portal.call('DELETE', `/api/users/admin/${p.id}`, { token: partner })).statusCode).toBe(403);
  });

  it('two admins deleting each other at once: exactly one succeeds, the last admin stays (409 LAST_ADMIN)', async () => {
    const ada = await tokenOf('ada@beispiel.de', 'Admin-Pw-2026');
    const admins = (await portal.call('GET', '/api/users/admins', { token: admin })).json() as {
      id: string;
      username: string;
    }[];
    expect(admins).toHaveLength(2);
    const adaId = admins.find((a) => a.username === 'ada')!.id;
    const annaId = admins.find((a) => a.username !== 'ada')!.id;
    const [a, b] = await Promise.all([
      portal.call('DELETE', `/api/users/admin/${adaId}`, { token: admin }),
      portal.call('DELETE', `/api/users/admin/${annaId}`, { token: ada }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN', message: adminAccountMessages.lastAdmin });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`.execute(
      portal.runtime.ctx.db,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('replay rebuilds the read tables identical to the live ones', async () => {
    const report = await replay(portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
