import { afterAll, beforeAll, expect } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../server/testing/harness';
import { registerUser } from '../../identity';
import { LEGAL_VERSIONS } from '../../../lib/legal-versions';

// The onboarding route tests start here: a portal of the file with two admins (the request mail goes
// to every admin), the first signed in, and new clients registered through the API.

const admins = [
  { email: 'admin.eins@firma.de', password: 'Admin-Passwort-1', name: 'Admin Eins' },
  { email: 'admin.zwei@firma.de', password: 'Admin-Passwort-2', name: 'Admin Zwei' },
];

export function onboardingWorld() {
  const world = { admins } as { portal: TestPortal; adminToken: string; admins: typeof admins };
  beforeAll(async () => {
    world.portal = await startTestPortal();
    for (const a of admins)
      await registerUser(world.portal.runtime.ctx, { ...a, role: 'admin' }, { actorRole: 'system' });
    world.adminToken = (
      await world.portal.call('POST', '/api/auth/login', {
        body: { username: admins[0]!.email, password: admins[0]!.password },
      })
    ).json().token;
  });
  afterAll(() => world.portal.close());

  const db = () => world.portal.runtime.ctx.db;
  let n = 0;
  async function newClient() {
    const email = `klient${++n}@beispiel.de`;
    const res = await world.portal.call('POST', '/api/auth/register', {
      body: { acceptedTerms: LEGAL_VERSIONS, email, password: 'Start-Passwort-1', name: `Klient ${n}` },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().user.id as string, token: res.json().token as string };
  }
  return { world, db, newClient };
}
