import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoPortalForFile, newAccelerator } from '../../server/testing/demo-portal';
import { demoAdmin } from '../../server/seed/demo-accounts';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// Accounts at their edges: German addresses in any case, invisible characters, two admins at once.

const demo = demoPortalForFile();

const register = (email: string, name = 'Jürgen Müller') =>
  demo.portal.call('POST', '/api/auth/register', {
    body: {
      acceptedTerms: LEGAL_VERSIONS,
      email,
      password: 'Kunde-Pw-2026',
      name,
      phone: '+49 30 1234567',
      company: 'Müller & Söhne GmbH',
    },
  });
async function usersLike(pattern: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE email LIKE ${pattern}`.execute(
    demo.portal.runtime.ctx.db,
  );
  return rows[0]!.n;
}

describe('German e-mail addresses', () => {
  it('an address with umlauts belongs to one account whatever its case; sign-in works in any case', async () => {
    const first = await register('JÜRGEN.MÜLLER@BEISPIEL.DE');
    expect(first.statusCode, first.body).toBe(201);
    const second = await register('jürgen.müller@beispiel.de');
    expect(second.statusCode, second.body).toBe(409);
    const third = await register('Jürgen.Müller@Beispiel.de');
    expect(third.statusCode, third.body).toBe(409);
    expect(await usersLike('%ller@beispiel.de')).toBe(1);
    const login = await demo.portal.call('POST', '/api/auth/login', {
      body: { username: 'Jürgen.Müller@Beispiel.de', password: 'Kunde-Pw-2026' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ name: 'Jürgen Müller', phone: '+49 30 1234567' });
  });

  it('an address with an invisible character is refused (400, German), not a second look-alike account', async () => {
    expect((await register('erika.mustermann@beispiel.de', 'Erika Mustermann')).statusCode).toBe(201);
    for (const look of [
      'erika.mustermann\u200b@beispiel.de',
      '\u200berika.mustermann@beispiel.de',
      'erika.muster\u00admann@beispiel.de',
    ]) {
      const res = await register(look, 'Erika Zwei');
      expect(res.statusCode, `${JSON.stringify(look)}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    }
    expect(await usersLike('%mustermann%')).toBe(1);
  });

  it('two admins creating the same Accelerator at once: one 201, one 409, one account', async () => {
    const body = { role: 'partner', name: 'Jörg Über', email: 'Jörg.Über@Beispiel.de', partnerType: 'Marketing' };
    const second = await demo.portal.signIn(demoAdmin);
    const [a, b] = await Promise.all([
      demo.portal.call('POST', '/api/users', { token: demo.admin, body }),
      demo.portal.call('POST', '/api/users', { token: second, body: { ...body, email: 'jörg.über@beispiel.de' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([201, 409]);
    expect(await usersLike('j%rg.%ber@beispiel.de')).toBe(1);
  });

  it('two admins deleting the same Accelerator at once: both succeed or one 404, never a 500', async () => {
    const id = await newAccelerator(demo, 'Kurz Zeit', 'kurz.zeit@beispiel.de');
    const [a, b] = await Promise.all([
      demo.portal.call('DELETE', `/api/users/${id}`, { token: demo.admin }),
      demo.portal.call('DELETE', `/api/users/${id}`, { token: demo.admin }),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 404]);
  });
});

describe('admin usernames with umlauts', () => {
  it('a username is one account whatever its case, umlauts included', async () => {
    const create = (username: string, n: number) =>
      demo.portal.call('POST', '/api/users/create-admin', {
        token: demo.admin,
        body: { name: `Chefin ${n}`, email: `chefin${n}@beispiel.de`, username, password: 'Chefin-Pw-2026' },
      });
    const first = await create('ÜBERCHEFIN', 1);
    expect(first.statusCode, first.body).toBe(201);
    const second = await create('überchefin', 2);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().code).toBe('USER_EXISTS');
  });
});

describe('names made of invisible characters only', () => {
  it('registration, profile and an Accelerator created by an admin refuse a name nobody can see', async () => {
    const invisible = '\u200b\u200c\u2060';
    const reg = await register('unsichtbar@beispiel.de', invisible);
    expect(reg.statusCode, reg.body).toBe(400);
    expect(reg.json().message).toBe('Name und E-Mail sind erforderlich.');
    const ok = await register('sichtbar@beispiel.de', 'Siegfried Sichtbar');
    const token = ok.json().token as string;
    const profile = await demo.portal.call('PUT', '/api/users/profile', { token, body: { name: invisible } });
    expect(profile.statusCode, profile.body).toBe(400);
    expect(profile.json().message).toBe('Bitte geben Sie Ihren Namen ein.');
    const partner = await demo.portal.call('POST', '/api/users', {
      token: demo.admin,
      body: { role: 'partner', name: invisible, email: 'unsichtbar.partner@beispiel.de', partnerType: 'Marketing' },
    });
    expect(partner.statusCode, partner.body).toBe(400);
    expect(await usersLike('%unsichtbar%')).toBe(0);
  });
});

describe("an address that is already someone's username", () => {
  it("registering with an admin's username as e-mail answers the hedged 409, never a 500", async () => {
    const made = await demo.portal.call('POST', '/api/users/create-admin', {
      token: demo.admin,
      body: {
        name: 'Chef Kürzel',
        email: 'chef.kuerzel@firma.de',
        username: 'chef@beispiel.de',
        password: 'Chef-Pw-2026x',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const res = await register('Chef@Beispiel.de', 'Christa Kundin');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('Möglicherweise ist die E-Mail bereits registriert.');
  });
});

describe('after all of these', () => {
  it('replay stays clean', async () => {
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
