import { beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoPartners } from '../../server/seed/demo-accounts';
import { offerPackage, signedInClient, userIdOf, demoPortalForFile } from '../../server/testing/demo-portal';
import { archiveMessages } from './contract';

const demo = demoPortalForFile();
let partnerId: string;

beforeAll(async () => {
  partnerId = await userIdOf(demo.portal, demoPartners[0]!.email);
});

async function clientWith(name: string, finish: 'complete' | 'cancel' | 'decline' | 'none') {
  const client = await signedInClient(demo.portal, {
    email: `${name}@beispiel.de`,
    name,
    company: `${name} GmbH`,
  });
  const up = await offerPackage(demo.portal, demo.admin, {
    clientId: client.id,
    packageName: `Paket ${name}`,
    customPrice: 500,
    partnerHours: [{ partnerId, hours: 4 }],
    activateImmediately: finish === 'complete' || finish === 'cancel',
    paymentConfirmed: true,
  });
  if (finish === 'complete') await demo.portal.call('POST', `/api/packages/${up}/complete`, { token: demo.admin });
  if (finish === 'cancel')
    await demo.portal.call('POST', `/api/packages/${up}/cancel`, { token: demo.admin, body: { reason: 'Kündigung' } });
  if (finish === 'decline')
    await demo.portal.call('POST', '/api/packages/decline', {
      token: client.token,
      body: { packageId: up, reason: 'Kein Budget' },
    });
  return { ...client, userPackageId: up };
}

describe('KundenKartei', () => {
  it('lists clients whose current package is finished, with counts; not those with a pending or active one', async () => {
    const done = await clientWith('fertig', 'complete');
    const declined = await clientWith('gekuendigt', 'cancel');
    const open = await clientWith('offen', 'none');
    // A prospect who only declined an offer was never a client (issue 15, item 8).
    const prospect = await clientWith('abgelehnt', 'decline');
    await demo.portal.call('POST', `/api/packages/${done.userPackageId}/rating`, {
      token: done.token,
      body: { rating: 4 },
    });
    const list = (await demo.portal.call('GET', '/api/client-archive', { token: demo.admin })).json().entries;
    const ids = list.map((r: { userId: string }) => r.userId);
    expect(ids).toContain(done.id);
    expect(ids).toContain(declined.id);
    expect(ids).not.toContain(open.id);
    expect(ids).not.toContain(prospect.id);
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
    expect((await demo.portal.call('GET', '/api/client-archive', { token: done.token })).statusCode).toBe(403);
  });

  it('notes: saved with the version read; a stale write answers 409 and changes nothing', async () => {
    const c = await clientWith('notizen', 'complete');
    const first = await demo.portal.call('PUT', `/api/client-archive/${c.id}/notes`, {
      token: demo.admin,
      body: { notes: 'Verlängerung im Frühjahr anbieten' },
      headers: { 'if-match': '"0"' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ notesVersion: 1 });
    const stale = await demo.portal.call('PUT', `/api/client-archive/${c.id}/notes`, {
      token: demo.admin,
      body: { notes: 'Überschrieben?' },
      headers: { 'if-match': '"0"' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(archiveMessages.stale);
    const row = (await demo.portal.call('GET', '/api/client-archive', { token: demo.admin }))
      .json()
      .entries.find((r: { userId: string }) => r.userId === c.id);
    expect(row).toMatchObject({ notes: 'Verlängerung im Frühjahr anbieten', notesVersion: 1 });
    expect(
      (
        await demo.portal.call('PUT', `/api/client-archive/${partnerId}/notes`, {
          token: demo.admin,
          body: { notes: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('exports everything held about a client as a JSON download; a client downloads their own', async () => {
    const c = await clientWith('export', 'complete');
    const res = await demo.portal.call('GET', `/api/client-archive/${c.id}/export`, { token: demo.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="daten-export-\d{4}-\d{2}-\d{2}\.json"/);
    const data = res.json();
    expect(data.account.email).toBe('export@beispiel.de');
    expect(data.packages[0].userPackage).toMatchObject({ status: 'completed', name: 'Paket export' });
    expect(data.packages[0].partners[0].partnerId).toBe(partnerId);
    expect(data).toHaveProperty('meetings');
    expect(data).toHaveProperty('milestones');
    const own = await demo.portal.call('GET', '/api/users/me/export', { token: c.token });
    expect(own.json().account.id).toBe(c.id);
    expect((await demo.portal.call('GET', `/api/client-archive/${c.id}/export`, { token: c.token })).statusCode).toBe(
      403,
    );
  });

  it('the export of a name beyond ASCII is saved under that name: filename* in UTF-8, an ASCII fallback (issue 32)', async () => {
    const c = await signedInClient(demo.portal, {
      email: 'yilmaz@beispiel.de',
      name: 'Jürgen Yılmaz',
      company: 'Y AG',
    });
    const res = await demo.portal.call('GET', `/api/client-archive/${c.id}/export`, { token: demo.admin });
    expect(res.statusCode, res.body).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="daten-Juergen-Y_lmaz-${day}.json"; filename*=UTF-8''daten-J%C3%BCrgen-Y%C4%B1lmaz-${day}.json`,
    );
  });

  it("the client's rating comment is shown: in the KundenKartei, the client details and the export (issue 32)", async () => {
    const c = await clientWith('bewertet', 'complete');
    const rated = await demo.portal.call('POST', `/api/packages/${c.userPackageId}/rating`, {
      token: c.token,
      body: { rating: 4, comment: 'Klare Struktur, gute Begleitung.' },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const list = await demo.portal.call('GET', '/api/client-archive?q=bewertet', { token: demo.admin });
    expect(list.json().entries).toEqual([
      expect.objectContaining({ rating: 4, ratingComment: 'Klare Struktur, gute Begleitung.' }),
    ]);
    const details = await demo.portal.call('GET', `/api/clients/${c.id}/details`, { token: demo.admin });
    expect(details.json().packages[0].userPackage).toMatchObject({
      rating: 4,
      ratingComment: 'Klare Struktur, gute Begleitung.',
    });
    const exported = await demo.portal.call('GET', `/api/client-archive/${c.id}/export`, { token: demo.admin });
    expect(exported.json().packages[0].userPackage).toMatchObject({
      rating: 4,
      ratingComment: 'Klare Struktur, gute Begleitung.',
    });
  });

  it('replay rebuilds the notes identically', async () => {
    expect((await replay(demo.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
