import { describe, expect, it } from 'vitest';
import { findPartnerProfiles } from './index';
import { offerPackage, withdrawnOfferOfPartner } from '../../server/testing/demo-portal';
import { partnersWorld } from './testing/partners-world';

// Who sees which Accelerator: the public directory for clients, the own profile, deactivated
// partners; and a partner's own clients with their hours (package data).

const { world, newPartner, newClient, withProfile, privateKeys } = partnersWorld();

describe('who sees what', () => {
  it('a client sees only public fields of active partners; the partner sees their own fully', async () => {
    const visible = await withProfile();
    const inactive = await withProfile({ active: false });
    const client = await newClient();
    const list = (await world.portal.call('GET', '/api/partners', { token: client.token })).json() as Record<
      string,
      unknown
    >[];
    const ids = list.map((p) => p.id);
    expect(ids).toContain(visible.id);
    expect(ids).not.toContain(inactive.id);
    for (const p of list) for (const k of privateKeys) expect(p).not.toHaveProperty(k);
    const one = await world.portal.call('GET', `/api/partners/${visible.id}`, { token: client.token });
    expect(one.json()).toMatchObject({
      id: visible.id,
      specialty: 'Vertrieb',
      calendlyLink: 'https://calendly.com/mia',
      rating: 4,
    });
    for (const k of privateKeys) expect(one.json()).not.toHaveProperty(k);
    expect(one.headers.etag).toBeUndefined();
    expect((await world.portal.call('GET', `/api/partners/${inactive.id}`, { token: client.token })).statusCode).toBe(
      404,
    );
    // Another partner: public fields too; the partner themself: everything, even when inactive.
    const otherPartner = await world.portal.call('GET', `/api/partners/${visible.id}`, { token: inactive.token });
    expect(otherPartner.json()).not.toHaveProperty('phone');
    expect(
      (await world.portal.call('GET', `/api/partners/${inactive.id}`, { token: inactive.token })).json(),
    ).toMatchObject({
      phone: '+49 30 1234567',
      hourlyRate: 150,
      active: false,
    });
    expect(
      (await world.portal.call('GET', `/api/partners?userId=${visible.id}`, { token: client.token })).json(),
    ).toHaveLength(1);
    expect(
      (await world.portal.call('GET', `/api/partners?userId=${inactive.id}`, { token: client.token })).json(),
    ).toEqual([]);
  });

  it("a client sees an Accelerator's e-mail and phone only once they accepted a package with them", async () => {
    const p = await withProfile();
    const withdrawn = await newClient();
    await withdrawnOfferOfPartner(world.portal, world.admin, { clientId: withdrawn.id, partnerId: p.id });
    const declined = await newClient();
    const declinedOffer = await offerPackage(world.portal, world.admin, {
      clientId: declined.id,
      packageName: 'Start 2',
      customPrice: 300,
      partnerHours: [{ partnerId: p.id, hours: 2 }],
    });
    const no = await world.portal.call('POST', '/api/packages/decline', {
      token: declined.token,
      body: { packageId: declinedOffer },
    });
    expect(no.statusCode, no.body).toBe(200);
    const open = await newClient();
    const openOffer = await offerPackage(world.portal, world.admin, {
      clientId: open.id,
      packageName: 'Start 2',
      customPrice: 300,
      partnerHours: [{ partnerId: p.id, hours: 2 }],
    });
    for (const [who, c] of [
      ['withdrawn', withdrawn],
      ['declined', declined],
      ['open', open],
    ] as const) {
      for (const url of [`/api/partners/${p.id}`, `/api/partners?userId=${p.id}`]) {
        const res = await world.portal.call('GET', url, { token: c.token });
        expect(res.statusCode, `${who} ${url}`).toBe(200);
        expect(res.body, `${who} ${url}`).toContain(p.id);
        expect(res.body, `${who} ${url}`).not.toContain(p.email);
        expect(res.body, `${who} ${url}`).not.toContain('1234567');
      }
    }
    const yes = await world.portal.call('POST', '/api/packages/accept', {
      token: open.token,
      body: { packageId: openOffer },
    });
    expect(yes.statusCode, yes.body).toBe(200);
    const coached = await world.portal.call('GET', `/api/partners/${p.id}`, { token: open.token });
    expect(coached.json()).toMatchObject({ email: p.email, phone: '+49 30 1234567' });
  });

  it('a deactivated partner leaves the directory; admins still see the profile', async () => {
    const p = await withProfile();
    const client = await newClient();
    await withdrawnOfferOfPartner(world.portal, world.admin, { clientId: client.id, partnerId: p.id });
    expect((await world.portal.call('DELETE', `/api/users/${p.id}`, { token: world.admin })).json().outcome).toBe(
      'deactivated',
    );
    const other = await newClient();
    expect(
      ((await world.portal.call('GET', '/api/partners', { token: other.token })).json() as { id: string }[]).map(
        (x) => x.id,
      ),
    ).not.toContain(p.id);
    expect((await world.portal.call('GET', `/api/partners/${p.id}`, { token: world.admin })).json()).toMatchObject({
      accountActive: false,
    });
    expect((await findPartnerProfiles(world.portal.runtime.ctx.db, [p.id])).get(p.id)).toMatchObject({ active: false });
  });
});

describe('partners and their clients (package data)', () => {
  it("a partner lists their own clients with hours; never another partner's; a client gets 403", async () => {
    const mia = await withProfile();
    const tom = await withProfile();
    const client = await newClient();
    const userPackageId = await offerPackage(world.portal, world.admin, {
      clientId: client.id,
      packageName: 'Wachstum 10',
      customTotalHours: 10,
      customPrice: 2000,
      partnerHours: [
        { partnerId: mia.id, hours: 6 },
        { partnerId: tom.id, hours: 4 },
      ],
    });
    // An offer the client has not accepted makes nobody their Accelerator yet (the circle): not listed.
    const offered = await world.portal.call('GET', '/api/partner-clients/my-clients', { token: mia.token });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toEqual([]);
    const accepted = await world.portal.call('POST', '/api/packages/accept', {
      token: client.token,
      body: { packageId: userPackageId },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = await world.portal.call('GET', '/api/partner-clients/my-clients', { token: mia.token });
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
        packageStatus: 'pending_activation',
        totalHours: 6,
        remainingHours: 6,
        reservedHours: 0,
      },
    ]);
    const lonely = await newPartner();
    expect((await world.portal.call('GET', '/api/partner-clients/my-clients', { token: lonely.token })).json()).toEqual(
      [],
    );
    const snooping = await world.portal.call('GET', `/api/partner-clients/my-clients?partnerId=${mia.id}`, {
      token: lonely.token,
    });
    expect(snooping.statusCode).toBe(403);
    expect(
      (
        await world.portal.call('GET', `/api/partner-clients/my-clients?partnerId=${mia.id}`, { token: world.admin })
      ).json(),
    ).toHaveLength(1);
    expect(
      (await world.portal.call('GET', '/api/partner-clients/my-clients', { token: client.token })).statusCode,
    ).toBe(403);

    // The client sees the partners of their package with hours, and their contact details (not the rate).
    const partners = await world.portal.call('GET', `/api/partners/package/${userPackageId}`, { token: client.token });
    expect(partners.statusCode).toBe(200);
    const byId = new Map((partners.json() as Record<string, unknown>[]).map((p) => [p.id, p]));
    expect(byId.get(mia.id)).toMatchObject({
      assignedHours: 6,
      remainingHours: 6,
      email: mia.email,
      phone: '+49 30 1234567',
    });
    expect(byId.get(mia.id)).not.toHaveProperty('hourlyRate');
    expect((await world.portal.call('GET', `/api/partners/${mia.id}`, { token: client.token })).json()).toMatchObject({
      email: mia.email,
    });
    // ... other clients and unrelated partners may not look at that package.
    const stranger = await newClient();
    expect(
      (await world.portal.call('GET', `/api/partners/package/${userPackageId}`, { token: stranger.token })).statusCode,
    ).toBe(403);
    expect(
      (await world.portal.call('GET', `/api/partners/package/${userPackageId}`, { token: lonely.token })).statusCode,
    ).toBe(403);
    expect(
      (await world.portal.call('GET', `/api/partners/package/${userPackageId}`, { token: tom.token })).json(),
    ).toHaveLength(2);
    expect(
      (await world.portal.call('GET', `/api/partners/${mia.id}`, { token: stranger.token })).json(),
    ).not.toHaveProperty('email');
    expect(
      (
        await world.portal.call('GET', '/api/partners/package/00000000-0000-4000-8000-000000000000', {
          token: world.admin,
        })
      ).statusCode,
    ).toBe(404);
  });
});
