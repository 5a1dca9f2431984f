import { describe, expect, it } from 'vitest';
import { withdrawnOfferOfPartner } from '../../server/testing/demo-portal';
import { recipientOf } from '../../server/testing/smtp-sink';
import { demoClients, demoPartners } from '../../server/seed/demo-accounts';
import { acceleratorMessages, adminAccountMessages, generatePassword } from './contract';
import { accountsWorld } from './testing/accounts-world';

// Acceleratoren's accounts made by an admin: the set-password link, validation, who may, the
// specialty, deleting one without history and deactivating one with it. Admins: admin-accounts.int.test.ts.

const { world, login, tokenOf, newPartner, newClient, linkToken } = accountsWorld();

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
    const mail = await world.portal.smtp.waitFor((m) => recipientOf(m) === p.email);
    expect(mail.subject).toContain('Passwort festlegen');
    expect(mail.text).not.toContain(password);
    expect(mail.text).toContain('sieben Tage');
    const token = linkToken(mail.text);
    expect(token).toBeDefined();
    // The password the admin set works; the link lets the partner choose their own.
    expect((await login(p.email, password)).statusCode).toBe(200);
    expect(
      (await world.portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'Eigenes-Pw-2026' } }))
        .statusCode,
    ).toBe(200);
    expect((await login(p.email, password)).statusCode).toBe(401);
    expect((await login(p.email, 'Eigenes-Pw-2026')).json().user).toMatchObject({ role: 'partner' });
  });

  it('without a password the account is usable only through the link, which lasts seven days', async () => {
    const p = await newPartner();
    const token = linkToken((await world.portal.smtp.waitFor((m) => recipientOf(m) === p.email)).text);
    expect((await login(p.email, 'irgendein-Passwort-1')).statusCode).toBe(401);
    world.portal.clock.advance(6 * 24 * 3600_000);
    expect(
      (await world.portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'Spaeter-Pw-2026' } }))
        .statusCode,
    ).toBe(200);
    expect((await login(p.email, 'Spaeter-Pw-2026')).statusCode).toBe(200);
    world.portal.clock.now = new Date();
  });

  it('the link expires after seven days', async () => {
    const p = await newPartner();
    const token = linkToken((await world.portal.smtp.waitFor((m) => recipientOf(m) === p.email)).text);
    world.portal.clock.advance(7 * 24 * 3600_000 + 1000);
    expect(
      (await world.portal.call('POST', '/api/auth/reset-password', { body: { token, password: 'Zu-Spaet-2026' } }))
        .statusCode,
    ).toBe(400);
    world.portal.clock.now = new Date();
  });

  it('validates with the spec texts and refuses a taken e-mail with 409 USER_EXISTS', async () => {
    const missing = await world.portal.call('POST', '/api/users', {
      token: world.admin,
      body: { role: 'partner', email: 'x@beispiel.de', partnerType: 'Recht' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(acceleratorMessages.requiredFields);
    const noType = await world.portal.call('POST', '/api/users', {
      token: world.admin,
      body: { role: 'partner', name: 'X', email: 'x@beispiel.de' },
    });
    expect(noType.json().message).toBe(acceleratorMessages.requiredFields);
    const asAdmin = await world.portal.call('POST', '/api/users', {
      token: world.admin,
      body: { role: 'admin', name: 'X', email: 'x@beispiel.de', partnerType: 'Recht' },
    });
    expect(asAdmin.json().message).toBe(acceleratorMessages.onlyPartners);
    const taken = await world.portal.call('POST', '/api/users', {
      token: world.admin,
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
          await world.portal.call('POST', '/api/users', {
            token,
            body: { role: 'partner', name: 'X', email: 'y@beispiel.de', partnerType: 'KI' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await world.portal.call('GET', '/api/users/role/partner', { token })).statusCode).toBe(403);
      expect((await world.portal.call('GET', `/api/users/${p.id}`, { token })).statusCode).toBe(403);
      expect(
        (await world.portal.call('PUT', `/api/users/${p.id}`, { token, body: { partnerType: 'KI' } })).statusCode,
      ).toBe(403);
      expect((await world.portal.call('DELETE', `/api/users/${p.id}`, { token })).statusCode).toBe(403);
      expect((await world.portal.call('GET', '/api/users/admins', { token })).statusCode).toBe(403);
    }
    expect((await world.portal.call('GET', '/api/users/role/partner')).statusCode).toBe(401);
    // Everyone may read their own account.
    expect(
      (await world.portal.call('GET', `/api/users/${client.id}`, { token: client.token })).json().user,
    ).toMatchObject({
      id: client.id,
      role: 'user',
    });
  });

  it('lists partner accounts, reads one and changes its specialty label', async () => {
    const p = await newPartner();
    const list = (await world.portal.call('GET', '/api/users/role/partner', { token: world.admin })).json() as {
      id: string;
      role: string;
    }[];
    expect(list.every((u) => u.role === 'partner')).toBe(true);
    expect(list.map((u) => u.id)).toContain(p.id);
    const changed = await world.portal.call('PUT', `/api/users/${p.id}`, {
      token: world.admin,
      body: { partnerType: 'Finanzen' },
    });
    expect(changed.json().user).toMatchObject({ id: p.id, partnerType: 'Finanzen' });
    expect((await world.portal.call('GET', `/api/users/${p.id}`, { token: world.admin })).json().user.partnerType).toBe(
      'Finanzen',
    );
    const bad = await world.portal.call('PUT', `/api/users/${p.id}`, {
      token: world.admin,
      body: { partnerType: 'Astrologie' },
    });
    expect(bad.json().message).toBe(acceleratorMessages.partnerTypeInvalid);
    const client = await newClient();
    const onClient = await world.portal.call('PUT', `/api/users/${client.id}`, {
      token: world.admin,
      body: { partnerType: 'KI' },
    });
    expect(onClient.statusCode).toBe(400);
    expect(onClient.json().code).toBe('NOT_A_PARTNER');
    expect(
      (await world.portal.call('GET', '/api/users/00000000-0000-4000-8000-000000000000', { token: world.admin }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a partner without history: the account is gone', async () => {
    const p = await newPartner({ password: 'Partner-Pw-2026' });
    const res = await world.portal.call('DELETE', `/api/users/${p.id}`, { token: world.admin });
    expect(res.json()).toEqual({ success: true, outcome: 'deleted' });
    expect((await world.portal.call('GET', `/api/users/${p.id}`, { token: world.admin })).statusCode).toBe(404);
    expect((await login(p.email, 'Partner-Pw-2026')).statusCode).toBe(401);
    const client = await newClient();
    expect((await world.portal.call('DELETE', `/api/users/${client.id}`, { token: world.admin })).json().code).toBe(
      'NOT_A_PARTNER',
    );
  });

  it('deactivates a partner with history (an allocation): no more sign-in, sessions end, the account stays', async () => {
    const p = await newPartner({ password: 'Partner-Pw-2026' });
    const session = await tokenOf(p.email, 'Partner-Pw-2026');
    expect((await world.portal.call('GET', '/api/auth/me', { token: session })).statusCode).toBe(200);
    const client = await newClient();
    await withdrawnOfferOfPartner(world.portal, world.admin, { clientId: client.id, partnerId: p.id });
    const res = await world.portal.call('DELETE', `/api/users/${p.id}`, { token: world.admin });
    expect(res.json()).toEqual({ success: true, outcome: 'deactivated' });
    expect((await world.portal.call('GET', '/api/auth/me', { token: session })).statusCode).toBe(401);
    expect((await login(p.email, 'Partner-Pw-2026')).statusCode).toBe(401);
    expect((await world.portal.call('GET', `/api/users/${p.id}`, { token: world.admin })).json().user).toMatchObject({
      active: false,
      name: p.user.name,
    });
    // Deleting again keeps it deactivated; forgot-password sends it nothing.
    expect((await world.portal.call('DELETE', `/api/users/${p.id}`, { token: world.admin })).json().outcome).toBe(
      'deactivated',
    );
    const forgot = await world.portal.call('POST', '/api/auth/forgot-password', { body: { email: p.email } });
    expect(forgot.statusCode).toBe(200); // the same answer as for an unknown e-mail
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      world.portal.smtp.mails.filter((m) => recipientOf(m) === p.email && m.subject === 'Passwort zurücksetzen'),
    ).toHaveLength(0);
  });
});
