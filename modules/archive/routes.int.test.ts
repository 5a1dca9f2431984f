import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoAdmin, demoPartners } from '../../server/seed/demo-accounts';
import { offerPackage, signedInClient, startDemoPortal, userIdOf } from '../../server/testing/demo-portal';
import type { TestPortal } from '../../server/testing/harness';
import { archiveMessages } from './contract';

let portal: TestPortal;
let admin: string;
let partnerId: string;

beforeAll(async () => {
  portal = await startDemoPortal();
  admin = await portal.signIn(demoAdmin);
  partnerId = await userIdOf(portal, demoPartners[0]!.email);
});
afterAll(() => portal.close());

async function clientWith(name: string, finish: 'complete' | 'decline' | 'none') {
  const client = await signedInClient(portal, {
    email: `${name}@beispiel.de`,
    name,
    company: `${name} GmbH`,
  });
  const up = await offerPackage(portal, admin, {
    clientId: client.id,
    packageName: `Paket ${name}`,
    customPrice: 500,
    partnerHours: [{ partnerId, hours: 4 }],
    activateImmediately: finish === 'complete',
    paymentConfirmed: true,
  });
  if (finish === 'complete') await portal.call('POST', `/api/packages/${up}/complete`, { token: admin });
  if (finish === 'decline')
    await portal.call('POST', '/api/packages/decline', {
      token: client.token,
      body: { packageId: up, reason: 'Kein Budget' },
    });
  return { ...client, userPackageId: up };
}

describe('KundenKartei', () => {
  it('lists clients whose current package is finished, with counts; not those with a pending or active one', async () => {
    const done = await clientWith('fertig', 'complete');
    const declined = await clientWith('gekuendigt', 'decline');
    const open = await clientWith('offen', 'none');
    await portal.call('POST', `/api/packages/${done.userPackageId}/rating`, { token: done.token, body: { rating: 4 } });
    const list = (await portal.call('GET', '/api/client-archive', { token: admin })).json();
    const ids = list.map((r: { userId: string }) => r.userId);
    expect(ids).toContain(done.id);
    expect(ids).toContain(declined.id);
    expect(ids).not.toContain(open.id);
    expect(list.find((r: { userId: string }) => r.userId === done.id)).toMatchObject({
      status: 'completed',
      packageName: 'Paket fertig',
      company: 'fertig GmbH',
      rating: 4,
      partnersCount: 1,
      meetingsCount: 0,
      documentsCount: 0,
      notesVersion: 0,
    });
    expect(list.find((r: { userId: string }) => r.userId === declined.id).status).toBe('cancelled');
    expect((await portal.call('GET', '/api/client-archive', { token: done.token })).statusCode).toBe(403);
  });

  it('notes: saved with the version read; a stale write answers 409 and changes nothing', async () => {
    const c = await clientWith('notizen', 'complete');
    const first = await portal.call('PUT', `/api/client-archive/${c.id}/notes`, {
      token: admin,
      body: { notes: 'Verlängerung im Frühjahr anbieten' },
      headers: { 'if-match': '"0"' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ notesVersion: 1 });
    const stale = await portal.call('PUT', `/api/client-archive/${c.id}/notes`, {
      token: admin,
      body: { notes: 'Überschrieben?' },
      headers: { 'if-match': '"0"' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(archiveMessages.stale);
    const row = (await portal.call('GET', '/api/client-archive', { token: admin }))
      .json()
      .find((r: { userId: string }) => r.userId === c.id);
    expect(row).toMatchObject({ notes: 'Verlängerung im Frühjahr anbieten', notesVersion: 1 });
    expect(
      (await portal.call('PUT', `/api/client-archive/${partnerId}/notes`, { token: admin, body: { notes: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('exports everything held about a client as a JSON download; a client downloads their own', async () => {
    const c = await clientWith('export', 'complete');
    const res = await portal.call('GET', `/api/client-archive/${c.id}/export`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="daten-export-\d{4}-\d{2}-\d{2}\.json"/);
    const data = res.json();
    expect(data.account.email).toBe('export@beispiel.de');
    expect(data.packages[0].userPackage).toMatchObject({ status: 'completed', name: 'Paket export' });
    expect(data.packages[0].partners[0].partnerId).toBe(partnerId);
    expect(data).toHaveProperty('meetings');
    expect(data).toHaveProperty('milestones');
    const own = await portal.call('GET', '/api/users/me/export', { token: c.token });
    expect(own.json().account.id).toBe(c.id);
    expect((await portal.call('GET', `/api/client-archive/${c.id}/export`, { token: c.token })).statusCode).toBe(403);
  });

  it('replay rebuilds the notes identically', async () => {
    expect((await replay(portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
