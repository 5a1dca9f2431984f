import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { replay } from '../../server/eventstore';
import { demoAdmin, demoClients, demoPartners } from '../../server/seed/demo-accounts';
import { adminAccountMessages } from './contract';
import { accountsWorld } from './testing/accounts-world';

// Admins' accounts: validation with spec 02 §5's texts, creation, no deleting oneself, two admins
// deleting each other at once; the log replays to the same read tables.

const { world, tokenOf, newPartner } = accountsWorld();

describe('admins', () => {
  it('validates a new admin with the German texts of spec 02 §5', async () => {
    const call = (body: object) => world.portal.call('POST', '/api/users/create-admin', { token: world.admin, body });
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
    const res = await world.portal.call('POST', '/api/users/create-admin', {
      token: world.admin,
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
    const list = (await world.portal.call('GET', '/api/users/admins', { token: ada })).json() as {
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
      const taken = await world.portal.call('POST', '/api/users/create-admin', {
        token: world.admin,
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
    const self = await world.portal.call(
      'DELETE',
      `/api/users/admin/${(await world.portal.call('GET', '/api/auth/me', { token: world.admin })).json().user.id}`,
      { token: world.admin },
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'CANNOT_DELETE_SELF', message: adminAccountMessages.cannotDeleteSelf });
    const p = await newPartner();
    expect((await world.portal.call('DELETE', `/api/users/admin/${p.id}`, { token: world.admin })).statusCode).toBe(
      404,
    );
    const partner = await tokenOf(demoPartners[1]!.email, demoPartners[1]!.password);
    expect((await world.portal.call('POST', '/api/users/create-admin', { token: partner, body: {} })).statusCode).toBe(
      403,
    );
    expect((await world.portal.call('DELETE', `/api/users/admin/${p.id}`, { token: partner })).statusCode).toBe(403);
  });

  it('an Accelerator invited with an umlaut domain in punycode gets the readable address; the other form is taken', async () => {
    const invite = (email: string) =>
      world.portal.call('POST', '/api/users', {
        token: world.admin,
        body: { role: 'partner', name: 'Bea Böhm', email, partnerType: 'Marketing' },
      });
    const first = await invite('Bea@XN--BHM-COACHING-4IB.DE');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().user.email).toBe('bea@böhm-coaching.de');
    const again = await invite('bea@Böhm-Coaching.de');
    expect([again.statusCode, again.json().code]).toEqual([409, 'USER_EXISTS']);
    const broken = await invite('bea@böhm-coaching.de/x');
    expect([broken.statusCode, broken.json().message]).toEqual([
      400,
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    ]);
  });

  // Last before replay: either admin may win, and the file's own admin may be the one deleted.
  it('two admins deleting each other at once: exactly one succeeds, the last admin stays (409 LAST_ADMIN)', async () => {
    const ada = await tokenOf('ada@beispiel.de', 'Admin-Pw-2026');
    const admins = (await world.portal.call('GET', '/api/users/admins', { token: world.admin })).json() as {
      id: string;
      username: string;
    }[];
    expect(admins).toHaveLength(2);
    const adaId = admins.find((a) => a.username === 'ada')!.id;
    const annaId = admins.find((a) => a.username !== 'ada')!.id;
    const [a, b] = await Promise.all([
      world.portal.call('DELETE', `/api/users/admin/${adaId}`, { token: world.admin }),
      world.portal.call('DELETE', `/api/users/admin/${annaId}`, { token: ada }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN', message: adminAccountMessages.lastAdmin });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`.execute(
      world.portal.runtime.ctx.db,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('replay rebuilds the read tables identical to the live ones', async () => {
    const report = await replay(world.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
