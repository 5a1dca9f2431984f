import { afterAll, beforeAll, expect } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../server/testing/harness';
import { seedDemo } from '../../../server/seed/demo';
import { demoAdmin, demoPartners } from '../../../server/seed/demo-accounts';
import { LEGAL_VERSIONS } from '../../../lib/legal-versions';

// The partners module's integration tests start here: a portal of the file with the demo firm, its
// admin signed in, and new Acceleratoren and clients made through the API.

interface PartnersWorld {
  portal: TestPortal;
  admin: string;
  /** the first demo Accelerator */
  demoPartnerId: string | undefined;
}

export function partnersWorld() {
  const world = {} as PartnersWorld;
  beforeAll(async () => {
    world.portal = await startTestPortal();
    await seedDemo(world.portal.runtime.ctx);
    world.admin = await tokenOf(demoAdmin.email, demoAdmin.password);
    const list = (await world.portal.call('GET', '/api/users/role/partner', { token: world.admin })).json() as {
      id: string;
      email: string;
    }[];
    world.demoPartnerId = list.find((u) => u.email === demoPartners[0]!.email)?.id;
  });
  afterAll(() => world.portal.close());

  async function tokenOf(username: string, password: string): Promise<string> {
    const res = await world.portal.call('POST', '/api/auth/login', { body: { username, password } });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  }

  let n = 0;
  async function newPartner(name = `Accelerator ${n + 1}`) {
    const email = `partner${++n}@beispiel.de`;
    const res = await world.portal.call('POST', '/api/users', {
      token: world.admin,
      body: { role: 'partner', name, email, password: 'Partner-Pw-2026', partnerType: 'Marketing' },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().user.id as string, email, token: await tokenOf(email, 'Partner-Pw-2026') };
  }
  async function newClient() {
    const email = `klient${++n}@beispiel.de`;
    const res = await world.portal.call('POST', '/api/auth/register', {
      body: {
        acceptedTerms: LEGAL_VERSIONS,
        email,
        password: 'Kunde-Pw-2026',
        name: `Klient ${n}`,
        phone: '+49 30 5550001',
        company: 'Kunde GmbH',
      },
    });
    return { id: res.json().user.id as string, email, token: res.json().token as string };
  }
  const profileBody = (userId: string, over: Record<string, unknown> = {}) => ({
    userId,
    specialty: 'Vertrieb',
    location: 'Berlin',
    phone: '+49 30 1234567',
    linkedin: 'https://www.linkedin.com/in/mia',
    calendlyLink: 'https://calendly.com/mia',
    hourlyRate: 150,
    availableHours: 12,
    active: true,
    bio: 'Vertriebsprofi.',
    expertise: [{ title: 'B2B-Vertrieb', description: 'Akquise und Abschluss' }],
    references: [{ client: 'Muster GmbH', rating: 4, project: 'Vertriebsaufbau', testimonial: 'Sehr gut.' }],
    ...over,
  });
  async function withProfile(over: Record<string, unknown> = {}) {
    const p = await newPartner();
    const res = await world.portal.call('POST', '/api/partners', { token: world.admin, body: profileBody(p.id, over) });
    expect(res.statusCode).toBe(201);
    return p;
  }
  const privateKeys = ['email', 'phone', 'hourlyRate', 'availableHours', 'version', 'partnerType'];

  return { world, tokenOf, newPartner, newClient, withProfile, profileBody, privateKeys };
}
