import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { offerPackage, withdrawnOfferOfPartner } from '../../server/testing/demo-portal';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { seedDemo } from '../../server/seed/demo';
import { demoAdmin, demoPartners } from '../../server/seed/demo-accounts';
import { partnerMessages } from './contract';
import { findPartnerProfiles } from './index';
import { toProfileStreamId } from './events';
import { registerUser } from '../identity';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

let portal: TestPortal;
let admin: string;
let demoPartnerId: string | undefined;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.runtime.ctx);
  admin = await tokenOf(demoAdmin.email, demoAdmin.password);
  const list = (await portal.call('GET', '/api/users/role/partner', { token: admin })).json() as {
    id: string;
    email: string;
  }[];
  demoPartnerId = list.find((u) => u.email === demoPartners[0]!.email)?.id;
});
afterAll(() => portal.close());

async function tokenOf(username: string, password: string): Promise<string> {
  const res = await portal.call('POST', '/api/auth/login', { body: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

let n = 0;
async function newPartner(name = `Accelerator ${n + 1}`) {
  const email = `partner${++n}@beispiel.de`;
  const res = await portal.call('POST', '/api/users', {
    token: admin,
    body: { role: 'partner', name, email, password: 'Partner-Pw-2026', partnerType: 'Marketing' },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user.id as string, email, token: await tokenOf(email, 'Partner-Pw-2026') };
}
async function newClient() {
  const email = `klient${++n}@beispiel.de`;
  const res = await portal.call('POST', '/api/auth/register', {
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
  const res = await portal.call('POST', '/api/partners', { token: admin, body: profileBody(p.id, over) });
  expect(res.statusCode).toBe(201);
  return p;
}
const privateKeys = ['email', 'phone', 'hourlyRate', 'availableHours', 'version', 'partnerType'];

describe('partner profiles', () => {
  it('an admin creates a profile (201, ETag "1"); create when none exists, a second create is 409', async () => {
    const p = await newPartner();
    const res = await portal.call('POST', '/api/partners', { token: admin, body: profileBody(p.id) });
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toMatchObject({
      id: p.id,
      userId: p.id,
      specialty: 'Vertrieb',
      email: p.email,
      phone: '+49 30 1234567',
      hourlyRate: 150,
      availableHours: 12,
      active: true,
      rating: 4,
      version: 1,
      accountActive: true,
      expertise: [{ title: 'B2B-Vertrieb', description: 'Akquise und Abschluss' }],
    });
    const again = await portal.call('POST', '/api/partners', { token: admin, body: profileBody(p.id) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROFILE_EXISTS');
  });

  it('validates: no user, no specialty, bad URL or phone, a client as partner; writes nothing', async () => {
    const p = await newPartner();
    const post = (body: object) => portal.call('POST', '/api/partners', { token: admin, body });
    expect((await post({ specialty: 'KI' })).json().message).toBe(partnerMessages.noUser);
    expect((await post({ userId: p.id })).json().message).toBe(partnerMessages.specialtyRequired);
    expect((await post(profileBody(p.id, { calendlyLink: 'calendly' }))).json()).toMatchObject({
      message: partnerMessages.calendlyInvalid,
      errors: { calendlyLink: partnerMessages.calendlyInvalid },
    });
    expect((await post(profileBody(p.id, { linkedin: 'https://evil.example/in/x' }))).json().message).toBe(
      partnerMessages.linkedinInvalid,
    );
    expect((await post(profileBody(p.id, { phone: 'bitte anrufen' }))).json().message).toBe(
      partnerMessages.phoneInvalid,
    );
    expect((await post(profileBody(p.id, { references: [{ client: 'A', rating: 0 }] }))).json().message).toBe(
      partnerMessages.ratingInvalid,
    );
    const client = await newClient();
    expect((await post(profileBody(client.id))).json()).toMatchObject({
      code: 'NOT_A_PARTNER',
      message: partnerMessages.notAPartner,
    });
    expect((await post(profileBody('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await portal.call('GET', `/api/partners?userId=${p.id}`, { token: admin })).json()).toEqual([]);
  });

  it('only admins create and delete profiles; a client changes none (own edits: own-profile.int.test.ts)', async () => {
    const p = await withProfile();
    const client = await newClient();
    for (const token of [p.token, client.token]) {
      expect((await portal.call('POST', '/api/partners', { token, body: profileBody(p.id) })).statusCode).toBe(403);
      expect((await portal.call('DELETE', `/api/partners/${p.id}`, { token })).statusCode).toBe(403);
    }
    const put = await portal.call('PUT', `/api/partners/${p.id}`, {
      token: client.token,
      body: profileBody(p.id),
      headers: { 'if-match': '"1"' },
    });
    expect(put.statusCode).toBe(403);
    expect((await portal.call('GET', '/api/partners')).statusCode).toBe(401);
  });

  it('updates with If-Match; a stale write answers 409 and changes nothing; no If-Match is 428', async () => {
    const p = await withProfile();
    const put = (etag: string | null, over: Record<string, unknown>) =>
      portal.call('PUT', `/api/partners/${p.id}`, {
        token: admin,
        body: profileBody(p.id, over),
        headers: etag ? { 'if-match': etag } : {},
      });
    const first = await put('"1"', { location: 'Hamburg', references: [] });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    expect(first.json()).toMatchObject({ location: 'Hamburg', version: 2, rating: null, references: [] });
    const stale = await put('"1"', { location: 'München' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: partnerMessages.versionConflict });
    expect((await put(null, { location: 'München' })).statusCode).toBe(428);
    const now = await portal.call('GET', `/api/partners/${p.id}`, { token: admin });
    expect(now.json().location).toBe('Hamburg');
    expect(now.headers.etag).toBe('"2"');
  });

  it('two editors saving the same version at once: one wins, the other gets 409', async () => {
    const p = await withProfile();
    const save = (location: string) =>
      portal.call('PUT', `/api/partners/${p.id}`, {
        token: admin,
        body: profileBody(p.id, { location }),
        headers: { 'if-match': '"1"' },
      });
    const answers = await Promise.all([save('Köln'), save('Bonn'), save('Essen')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().location;
    expect((await portal.call('GET', `/api/partners/${p.id}`, { token: admin })).json()).toMatchObject({
      location: winner,
      version: 2,
    });
    // The losers are told in German, and the log holds the one winning edit (see server/faults/).
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: partnerMessages.versionConflict });
    const updates = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM events WHERE stream_id = ${toProfileStreamId(p.id)} AND type = 'PartnerProfileUpdated'`.execute(
      portal.runtime.ctx.db,
    );
    expect(updates.rows[0]!.n).toBe(1);
  });

  it("saving a specialty also sets the account's partnerType", async () => {
    const p = await withProfile({ specialty: 'Recht' });
    expect((await portal.call('GET', `/api/users/${p.id}`, { token: admin })).json().user.partnerType).toBe('Recht');
    await portal.call('PUT', `/api/partners/${p.id}`, {
      token: admin,
      body: profileBody(p.id, { specialty: 'KI' }),
      headers: { 'if-match': '"1"' },
    });
    expect((await portal.call('GET', `/api/users/${p.id}`, { token: admin })).json().user.partnerType).toBe('KI');
    const summaries = await findPartnerProfiles(portal.runtime.ctx.db, [p.id, demoPartnerId!, 'kein-uuid']);
    expect(summaries.get(p.id)).toMatchObject({ userId: p.id, specialty: 'KI', active: true });
    // The demo partner's seeded profile.
    expect(summaries.get(demoPartnerId!)).toMatchObject({
      name: demoPartners[0]!.name,
      specialty: 'Management',
      active: true,
    });
    expect(summaries.size).toBe(2);
    // A partner account with neither profile nor partnerType reads as 'Consultant'.
    const bare = await registerUser(
      portal.runtime.ctx,
      { email: 'ohne.profil@beispiel.de', password: 'Partner-Passwort-1', name: 'Ohne Profil', role: 'partner' },
      {},
    );
    expect((await findPartnerProfiles(portal.runtime.ctx.db, [bare.id])).get(bare.id)).toMatchObject({
      specialty: 'Consultant',
    });
  });

  it('deletes a profile (then gone, and may be created again)', async () => {
    const p = await withProfile();
    expect(
      (await portal.call('DELETE', `/api/partners/${p.id}`, { token: admin, headers: { 'if-match': '"5"' } }))
        .statusCode,
    ).toBe(409);
    expect((await portal.call('DELETE', `/api/partners/${p.id}`, { token: admin })).json()).toEqual({ success: true });
    expect((await portal.call('GET', `/api/partners/${p.id}`, { token: admin })).statusCode).toBe(404);
    expect((await portal.call('DELETE', `/api/partners/${p.id}`, { token: admin })).statusCode).toBe(404);
    const again = await portal.call('POST', '/api/partners', { token: admin, body: profileBody(p.id) });
    expect(again.statusCode).toBe(201);
    expect(again.headers.etag).toBe('"3"');
  });
});

describe('who sees what', () => {
  it('a client sees only public fields of active partners; the partner sees their own fully', async () => {
    const visible = await withProfile();
    const inactive = await withProfile({ active: false });
    const client = await newClient();
    const list = (await portal.call('GET', '/api/partners', { token: client.token })).json() as Record<
      string,
      unknown
    >[];
    const ids = list.map((p) => p.id);
    expect(ids).toContain(visible.id);
    expect(ids).not.toContain(inactive.id);
    for (const p of list) for (const k of privateKeys) expect(p).not.toHaveProperty(k);
    const one = await portal.call('GET', `/api/partners/${visible.id}`, { token: client.token });
    expect(one.json()).toMatchObject({
      id: visible.id,
      specialty: 'Vertrieb',
      calendlyLink: 'https://calendly.com/mia',
      rating: 4,
    });
    for (const k of privateKeys) expect(one.json()).not.toHaveProperty(k);
    expect(one.headers.etag).toBeUndefined();
    expect((await portal.call('GET', `/api/partners/${inactive.id}`, { token: client.token })).statusCode).toBe(404);
    // Another partner: public fields too; the partner themself: everything, even when inactive.
    const otherPartner = await portal.call('GET', `/api/partners/${visible.id}`, { token: inactive.token });
    expect(otherPartner.json()).not.toHaveProperty('phone');
    expect((await portal.call('GET', `/api/partners/${inactive.id}`, { token: inactive.token })).json()).toMatchObject({
      phone: '+49 30 1234567',
      hourlyRate: 150,
      active: false,
    });
    expect(
      (await portal.call('GET', `/api/partners?userId=${visible.id}`, { token: client.token })).json(),
    ).toHaveLength(1);
    expect((await portal.call('GET', `/api/partners?userId=${inactive.id}`, { token: client.token })).json()).toEqual(
      [],
    );
  });

  it('a deactivated partner leaves the directory; admins still see the profile', async () => {
    const p = await withProfile();
    const client = await newClient();
    await withdrawnOfferOfPartner(portal, admin, { clientId: client.id, partnerId: p.id, hours: 4, customPrice: 800 });
    expect((await portal.call('DELETE', `/api/users/${p.id}`, { token: admin })).json().outcome).toBe('deactivated');
    const other = await newClient();
    expect(
      ((await portal.call('GET', '/api/partners', { token: other.token })).json() as { id: string }[]).map((x) => x.id),
    ).not.toContain(p.id);
    expect((await portal.call('GET', `/api/partners/${p.id}`, { token: admin })).json()).toMatchObject({
      accountActive: false,
    });
    expect((await findPartnerProfiles(portal.runtime.ctx.db, [p.id])).get(p.id)).toMatchObject({ active: false });
  });
});

describe('partners and their clients (package data)', () => {
  it("a partner lists their own clients with hours; never another partner's; a client gets 403", async () => {
    const mia = await withProfile();
    const tom = await withProfile();
    const client = await newClient();
    const userPackageId = await offerPackage(portal, admin, {
      clientId: client.id,
      packageName: 'Wachstum 10',
      customTotalHours: 10,
      customPrice: 2000,
      partnerHours: [
        { partnerId: mia.id, hours: 6 },
        { partnerId: tom.id, hours: 4 },
      ],
    });
    const mine = await portal.call('GET', '/api/partner-clients/my-clients', { token: mia.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        id: client.id,
        name: expect.any(String),
        email: client.email,
        phone: '+49 30 5550001',
        company: 'Kunde GmbH',
        userPackageId,
        packageName: 'Wachstum 10',
        packageStatus: 'pending_acceptance',
        totalHours: 6,
        remainingHours: 6,
        reservedHours: 0,
      },
    ]);
    const lonely = await newPartner();
    expect((await portal.call('GET', '/api/partner-clients/my-clients', { token: lonely.token })).json()).toEqual([]);
    const snooping = await portal.call('GET', `/api/partner-clients/my-clients?partnerId=${mia.id}`, {
      token: lonely.token,
    });
    expect(snooping.statusCode).toBe(403);
    expect(
      (await portal.call('GET', `/api/partner-clients/my-clients?partnerId=${mia.id}`, { token: admin })).json(),
    ).toHaveLength(1);
    expect((await portal.call('GET', '/api/partner-clients/my-clients', { token: client.token })).statusCode).toBe(403);

    // The client sees the partners of their package with hours, and their contact details (not the rate).
    const partners = await portal.call('GET', `/api/partners/package/${userPackageId}`, { token: client.token });
    expect(partners.statusCode).toBe(200);
    const byId = new Map((partners.json() as Record<string, unknown>[]).map((p) => [p.id, p]));
    expect(byId.get(mia.id)).toMatchObject({
      assignedHours: 6,
      remainingHours: 6,
      email: mia.email,
      phone: '+49 30 1234567',
    });
    expect(byId.get(mia.id)).not.toHaveProperty('hourlyRate');
    expect((await portal.call('GET', `/api/partners/${mia.id}`, { token: client.token })).json()).toMatchObject({
      email: mia.email,
    });
    // ... other clients and unrelated partners may not look at that package.
    const stranger = await newClient();
    expect(
      (await portal.call('GET', `/api/partners/package/${userPackageId}`, { token: stranger.token })).statusCode,
    ).toBe(403);
    expect(
      (await portal.call('GET', `/api/partners/package/${userPackageId}`, { token: lonely.token })).statusCode,
    ).toBe(403);
    expect(
      (await portal.call('GET', `/api/partners/package/${userPackageId}`, { token: tom.token })).json(),
    ).toHaveLength(2);
    expect((await portal.call('GET', `/api/partners/${mia.id}`, { token: stranger.token })).json()).not.toHaveProperty(
      'email',
    );
    expect(
      (await portal.call('GET', '/api/partners/package/00000000-0000-4000-8000-000000000000', { token: admin }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the log', () => {
  it('replay rebuilds every read table identical to the live ones', async () => {
    const report = await replay(portal.runtime.ctx.store);
    expect(report.events).toBeGreaterThan(20);
    expect(report.differences).toEqual([]);
  });
});
