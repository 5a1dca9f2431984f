import { afterAll, beforeAll, expect } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../server/testing/harness';
import { seedDemo } from '../../../server/seed/demo';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import { LEGAL_VERSIONS } from '../../../lib/legal-versions';

// The account tests start here: a portal of the file with the demo firm, its admin signed in, new
// Acceleratoren made by the admin and clients registered through the API.

export function accountsWorld() {
  const world = {} as { portal: TestPortal; admin: string };
  beforeAll(async () => {
    world.portal = await startTestPortal();
    await seedDemo(world.portal.runtime.ctx);
    world.admin = await tokenOf(demoAdmin.email, demoAdmin.password);
  });
  afterAll(() => world.portal.close());

  const login = (username: string, password: string) =>
    world.portal.call('POST', '/api/auth/login', { body: { username, password } });
  async function tokenOf(username: string, password: string): Promise<string> {
    const res = await login(username, password);
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  }

  let n = 0;
  async function newPartner(over: Record<string, unknown> = {}) {
    const email = `accelerator${++n}@beispiel.de`;
    const res = await world.portal.call('POST', '/api/users', {
      token: world.admin,
      body: { role: 'partner', name: `Accelerator ${n}`, email, partnerType: 'Marketing', ...over },
    });
    expect(res.statusCode).toBe(201);
    return { email, id: res.json().user.id as string, user: res.json().user };
  }
  async function newClient() {
    const email = `klient${++n}@beispiel.de`;
    const res = await world.portal.call('POST', '/api/auth/register', {
      body: { acceptedTerms: LEGAL_VERSIONS, email, password: 'Kunde-Pw-2026', name: `Klient ${n}` },
    });
    return { email, id: res.json().user.id as string, token: res.json().token as string };
  }
  const linkToken = (text: string | undefined) => /https?:\/\/\S+\?reset_token=([a-z2-7]+)/.exec(text ?? '')?.[1];

  return { world, login, tokenOf, newPartner, newClient, linkToken };
}
