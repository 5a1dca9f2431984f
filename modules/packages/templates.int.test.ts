import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoPartners } from '../../server/seed/demo-accounts';
import { offerPackage, signedInClient, startDemoPortal, userIdOf } from '../../server/testing/demo-portal';
import type { TestPortal } from '../../server/testing/harness';

// The firm's package templates: listed, created, changed, assigned and deleted (moved here from
// routes.int.test.ts), and what a template an offer uses keeps (issue 32).

let portal: TestPortal;
let admin: string;
let partnerIds: string[];

beforeAll(async () => {
  portal = await startDemoPortal();
  admin = await portal.signIn(demoAdmin);
  partnerIds = await Promise.all(demoPartners.map((p) => userIdOf(portal, p.email)));
});
afterAll(() => portal.close());

let n = 0;
async function newClient() {
  n += 1;
  return signedInClient(portal, { email: `vorlagenkunde${n}@beispiel.de`, name: `Vorlagen Kunde ${n}` });
}

describe('templates', () => {
  it('lists the four presets, creates, updates and deletes a template; public-info lists planned partners', async () => {
    const list = (await portal.call('GET', '/api/packages', { token: admin })).json();
    expect(
      list
        .filter((t: { isPreset: boolean }) => t.isPreset)
        .map((t: { presetType: string }) => t.presetType)
        .sort(),
    ).toEqual(['accelerator', 'custom', 'leadership', 'starter']);
    const created = await portal.call('POST', '/api/packages', {
      token: admin,
      body: {
        name: 'Kompakt',
        price: null,
        partners: [{ partnerId: partnerIds[0], hours: 6, description: 'Strategie' }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Kompakt', price: null, totalHours: 6 });
    const id = created.json().id;
    const info = (await portal.call('GET', `/api/packages/${id}/public-info`, { token: admin })).json();
    expect(info.partners).toEqual([
      {
        partnerId: partnerIds[0],
        partnerName: demoPartners[0]!.name,
        partnerType: expect.any(String),
        hours: 6,
        description: 'Strategie',
      },
    ]);
    expect(
      (
        await portal.call('PUT', `/api/packages/${id}`, {
          token: admin,
          body: { name: 'Kompakt Plus', price: 1200, partners: [], totalHours: 8 },
        })
      ).json(),
    ).toMatchObject({ price: 1200, totalHours: 8 });
    expect((await portal.call('DELETE', `/api/packages/${id}`, { token: admin })).statusCode).toBe(200);
    expect((await portal.call('GET', `/api/packages/${id}/public-info`, { token: admin })).statusCode).toBe(404);
  });

  it('assigns a template with a price; a template without a price needs one', async () => {
    const c = await newClient();
    const tpl = (
      await portal.call('POST', '/api/packages', {
        token: admin,
        body: { name: 'Fokus', price: 990, partners: [{ partnerId: partnerIds[2], hours: 3 }] },
      })
    ).json();
    const assigned = await portal.call('POST', '/api/packages/assign-and-activate', {
      token: admin,
      body: { clientId: c.id, packageId: tpl.id, paymentConfirmed: true },
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().userPackage).toMatchObject({ status: 'active', totalHours: 3, price: 990 });
    const c2 = await newClient();
    const noPrice = await portal.call('POST', '/api/packages/assign', {
      token: admin,
      body: { clientId: c2.id, packageId: '00000000-0000-4000-8000-000000000001' },
    });
    expect(noPrice.statusCode).toBe(400);
  });

  it('a template an open offer or running package uses is not deleted: its public-info stays (issue 32)', async () => {
    const c = await newClient();
    const tpl = (
      await portal.call('POST', '/api/packages', {
        token: admin,
        body: { name: 'Klarheit', price: 1500, partners: [{ partnerId: partnerIds[1], hours: 5 }] },
      })
    ).json();
    const offered = await portal.call('POST', '/api/packages/assign', {
      token: admin,
      body: { clientId: c.id, packageId: tpl.id },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const refused = await portal.call('DELETE', `/api/packages/${tpl.id}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'TEMPLATE_IN_USE',
      message:
        'Die Vorlage wird noch von einem offenen oder laufenden Paket verwendet und kann nicht gelöscht werden. Setzen Sie sie auf inaktiv, damit sie nicht mehr angeboten wird.',
    });
    const info = await portal.call('GET', `/api/packages/${tpl.id}/public-info`, { token: c.token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ name: 'Klarheit', partners: [{ partnerId: partnerIds[1], hours: 5 }] });
    // Once the offer is withdrawn, nothing reads the template: it may go.
    const upId = offered.json().userPackage.id;
    expect((await portal.call('POST', `/api/packages/${upId}/withdraw`, { token: admin })).statusCode).toBe(200);
    expect((await portal.call('DELETE', `/api/packages/${tpl.id}`, { token: admin })).statusCode).toBe(200);
  });

  it("a one-off offer's public-info is its client's and staff's: another client gets 404 like an unknown id", async () => {
    const owner = await newClient();
    const other = await newClient();
    const upId = await offerPackage(portal, admin, {
      clientId: owner.id,
      packageName: 'Nur für Sie',
      customTotalHours: 6,
      customPrice: 900,
      partnerHours: [{ partnerId: partnerIds[0], hours: 6 }],
    });
    const mine = (await portal.call('GET', '/api/users/me/package', { token: owner.token })).json();
    expect(mine.package.userPackage.id).toBe(upId);
    const templateId = mine.package.userPackage.packageId as string;
    const url = `/api/packages/${templateId}/public-info`;
    expect((await portal.call('GET', url, { token: owner.token })).json()).toMatchObject({ name: 'Nur für Sie' });
    expect((await portal.call('GET', url, { token: admin })).statusCode).toBe(200);
    const foreign = await portal.call('GET', url, { token: other.token });
    const unknown = await portal.call('GET', '/api/packages/00000000-0000-4000-8000-000000000000/public-info', {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    // The catalogue (an active template) stays readable for every client.
    const tpl = (
      await portal.call('POST', '/api/packages', { token: admin, body: { name: 'Katalog', price: 100 } })
    ).json();
    expect((await portal.call('GET', `/api/packages/${tpl.id}/public-info`, { token: other.token })).statusCode).toBe(
      200,
    );
  });

  it('a DELETE with a JSON content type and no body is a DELETE, not a 400 (issue 32)', async () => {
    const tpl = (
      await portal.call('POST', '/api/packages', { token: admin, body: { name: 'Leer', price: 100 } })
    ).json();
    const res = await portal.call('DELETE', `/api/packages/${tpl.id}`, {
      token: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // A body that is there but broken is still refused, in German.
    const broken = await portal.call('POST', '/api/packages', {
      token: admin,
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });
});
