import { describe, expect, it } from 'vitest';
import { demoPartners } from '../../server/seed/demo-accounts';
import { offerPackage } from '../../server/testing/demo-portal';
import { packagesWorldForFile } from './testing/packages-world';

// The firm's package templates: listed, created, changed, assigned and deleted (moved here from
// routes.int.test.ts), and what a template an offer uses keeps (issue 32).

const w = packagesWorldForFile('vorlagenkunde', 'Vorlagen Kunde');
/** The admin creates a template; answers it as saved (its id among its fields). */
const newTemplate = async (body: Record<string, unknown>) =>
  (await w.portal.call('POST', '/api/packages', { token: w.admin, body })).json();

describe('templates', () => {
  it('lists the four presets, creates, updates and deletes a template; public-info lists planned partners', async () => {
    const list = (await w.portal.call('GET', '/api/packages', { token: w.admin })).json();
    expect(
      list
        .filter((t: { isPreset: boolean }) => t.isPreset)
        .map((t: { presetType: string }) => t.presetType)
        .sort(),
    ).toEqual(['accelerator', 'custom', 'leadership', 'starter']);
    const created = await w.portal.call('POST', '/api/packages', {
      token: w.admin,
      body: {
        name: 'Kompakt',
        price: null,
        partners: [{ partnerId: w.partnerIds[0], hours: 6, description: 'Strategie' }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Kompakt', price: null, totalHours: 6 });
    const id = created.json().id;
    const info = (await w.portal.call('GET', `/api/packages/${id}/public-info`, { token: w.admin })).json();
    expect(info.partners).toEqual([
      {
        partnerId: w.partnerIds[0],
        partnerName: demoPartners[0]!.name,
        partnerType: expect.any(String),
        hours: 6,
        description: 'Strategie',
      },
    ]);
    expect(
      (
        await w.portal.call('PUT', `/api/packages/${id}`, {
          token: w.admin,
          body: { name: 'Kompakt Plus', price: 1200, partners: [], totalHours: 8 },
        })
      ).json(),
    ).toMatchObject({ price: 1200, totalHours: 8 });
    expect((await w.portal.call('DELETE', `/api/packages/${id}`, { token: w.admin })).statusCode).toBe(200);
    expect((await w.portal.call('GET', `/api/packages/${id}/public-info`, { token: w.admin })).statusCode).toBe(404);
  });

  it('assigns a template with a price; a template without a price needs one', async () => {
    const c = await w.newClient();
    const tpl = await newTemplate({ name: 'Fokus', price: 990, partners: [{ partnerId: w.partnerIds[2], hours: 3 }] });
    const assigned = await w.portal.call('POST', '/api/packages/assign-and-activate', {
      token: w.admin,
      body: { clientId: c.id, packageId: tpl.id, paymentConfirmed: true },
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().userPackage).toMatchObject({ status: 'active', totalHours: 3, price: 990 });
    const c2 = await w.newClient();
    const noPrice = await w.portal.call('POST', '/api/packages/assign', {
      token: w.admin,
      body: { clientId: c2.id, packageId: '00000000-0000-4000-8000-000000000001' },
    });
    expect(noPrice.statusCode).toBe(400);
  });

  it('a template an open offer or running package uses is not deleted: its public-info stays (issue 32)', async () => {
    const c = await w.newClient();
    const tpl = await newTemplate({
      name: 'Klarheit',
      price: 1500,
      partners: [{ partnerId: w.partnerIds[1], hours: 5 }],
    });
    const offered = await w.portal.call('POST', '/api/packages/assign', {
      token: w.admin,
      body: { clientId: c.id, packageId: tpl.id },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const refused = await w.portal.call('DELETE', `/api/packages/${tpl.id}`, { token: w.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'TEMPLATE_IN_USE',
      message:
        'Die Vorlage wird noch von einem offenen oder laufenden Paket verwendet und kann nicht gelöscht werden. Setzen Sie sie auf inaktiv, damit sie nicht mehr angeboten wird.',
    });
    const info = await w.portal.call('GET', `/api/packages/${tpl.id}/public-info`, { token: c.token });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ name: 'Klarheit', partners: [{ partnerId: w.partnerIds[1], hours: 5 }] });
    // Once the offer is withdrawn, nothing reads the template: it may go.
    const upId = offered.json().userPackage.id;
    expect((await w.portal.call('POST', `/api/packages/${upId}/withdraw`, { token: w.admin })).statusCode).toBe(200);
    expect((await w.portal.call('DELETE', `/api/packages/${tpl.id}`, { token: w.admin })).statusCode).toBe(200);
  });

  it("a one-off offer's public-info is its client's and staff's: another client gets 404 like an unknown id", async () => {
    const owner = await w.newClient();
    const other = await w.newClient();
    const upId = await offerPackage(w.portal, w.admin, {
      clientId: owner.id,
      packageName: 'Nur für Sie',
      customTotalHours: 6,
      customPrice: 900,
      partnerHours: [{ partnerId: w.partnerIds[0], hours: 6 }],
    });
    const mine = (await w.portal.call('GET', '/api/users/me/package', { token: owner.token })).json();
    expect(mine.package.userPackage.id).toBe(upId);
    const templateId = mine.package.userPackage.packageId as string;
    const url = `/api/packages/${templateId}/public-info`;
    expect((await w.portal.call('GET', url, { token: owner.token })).json()).toMatchObject({ name: 'Nur für Sie' });
    expect((await w.portal.call('GET', url, { token: w.admin })).statusCode).toBe(200);
    const foreign = await w.portal.call('GET', url, { token: other.token });
    const unknown = await w.portal.call('GET', '/api/packages/00000000-0000-4000-8000-000000000000/public-info', {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    // The catalogue (an active template) stays readable for every client.
    const tpl = await newTemplate({ name: 'Katalog', price: 100 });
    expect((await w.portal.call('GET', `/api/packages/${tpl.id}/public-info`, { token: other.token })).statusCode).toBe(
      200,
    );
  });

  it('a DELETE with a JSON content type and no body is a DELETE, not a 400 (issue 32)', async () => {
    const tpl = await newTemplate({ name: 'Leer', price: 100 });
    const res = await w.portal.call('DELETE', `/api/packages/${tpl.id}`, {
      token: w.admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // A body that is there but broken is still refused, in German.
    const broken = await w.portal.call('POST', '/api/packages', {
      token: w.admin,
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });
});
