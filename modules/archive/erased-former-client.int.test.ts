import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { demoPartners } from '../../server/seed/demo-accounts';
import { demoPortalForFile, offerPackage, signedInClient, userIdOf } from '../../server/testing/demo-portal';

// A former client, their notes in the KundenKartei, then their account's erasure: the notes' text
// is gone from every view of the archive's stream (the list, the export, the audit's event list;
// the stream has no as-of view: its state is only a version), and replay rebuilds exactly what is left.

const demo = demoPortalForFile();
const secret = 'Vertraulich: Trennung im Frühjahr, Rückkehr offen';

describe('the KundenKartei after a former client is erased', () => {
  it('their notes read nowhere any more; the audit keeps the entries, sealed; replay clean', async () => {
    const partnerId = await userIdOf(demo.portal, demoPartners[0]!.email);
    const client = await signedInClient(demo.portal, { email: 'ehemals@beispiel.de', name: 'Ehe Malig' });
    const up = await offerPackage(demo.portal, demo.admin, {
      clientId: client.id,
      packageName: 'Abgeschlossen',
      customPrice: 500,
      partnerHours: [{ partnerId, hours: 4 }],
      activateImmediately: true,
      paymentConfirmed: true,
    });
    expect((await demo.portal.call('POST', `/api/packages/${up}/complete`, { token: demo.admin })).statusCode).toBe(
      200,
    );
    const saved = await demo.portal.call('PUT', `/api/client-archive/${client.id}/notes`, {
      token: demo.admin,
      body: { notes: secret },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const events = `/api/audit/events?entity=client&entityId=${client.id}&limit=200`;
    expect((await demo.portal.call('GET', events, { token: demo.admin })).body).toContain(secret);
    const before = await demo.portal.call('GET', '/api/client-archive?limit=200', { token: demo.admin });
    expect(before.body).toContain(secret);

    expect((await demo.portal.call('DELETE', '/api/users/me', { token: client.token })).statusCode).toBe(200);

    const list = await demo.portal.call('GET', '/api/client-archive?limit=200', { token: demo.admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().entries.map((e: { userId: string }) => e.userId)).not.toContain(client.id);
    expect(
      (await demo.portal.call('GET', `/api/client-archive/${client.id}/export`, { token: demo.admin })).statusCode,
    ).toBe(404);
    const audit = await demo.portal.call('GET', events, { token: demo.admin });
    expect(audit.statusCode).toBe(200);
    expect(audit.body).not.toContain(secret);
    expect(audit.json().rows.some((r: { type: string }) => r.type === 'ArchiveNotesUpdated')).toBe(true);

    const report = await replay(demo.portal.runtime.ctx.store);
    expect(report.differences, JSON.stringify(report.differences).slice(0, 1500)).toEqual([]);
  });
});
