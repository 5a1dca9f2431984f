import { describe, expect, it } from 'vitest';
import { demoPartners } from '../../server/seed/demo-accounts';
import { activeClientOf, demoPortalForFile, offerPackage, userIdOf } from '../../server/testing/demo-portal';
import type { AdminClient, ClientDetails } from './contract';

// Which package is a client's current one, wherever it is shown: the client list, the client's
// details, the client's own /package. A renewal activated while the first package still runs gives
// the client two active packages.

const demo = demoPortalForFile();

describe('a client with two active packages (a renewal activated before the first ended)', () => {
  it('shows the same current package in the client list, the details and on their own /package', async () => {
    const partnerId = await userIdOf(demo.portal, demoPartners[0]!.email);
    const client = await activeClientOf(demo.portal, demo.admin, partnerId, {
      email: 'verlaengerung@beispiel.de',
      name: 'Vera Verlängerung',
    });
    demo.portal.clock.advance(60_000);
    const renewal = await offerPackage(demo.portal, demo.admin, {
      clientId: client.id,
      packageName: 'Verlängerung',
      customPrice: 600,
      partnerHours: [{ partnerId, hours: 4 }],
      activateImmediately: true,
      paymentConfirmed: true,
    });
    const get = (url: string, token = demo.admin) =>
      demo.portal.call('GET', url, { token }).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json();
      });
    const list = (await get(`/api/clients?q=${encodeURIComponent('Vera')}`)) as { clients: AdminClient[] };
    const details = (await get(`/api/clients/${client.id}/details`)) as ClientDetails;
    const own = await get('/api/users/me/package', client.token);
    expect(details.packages.filter((p) => p.userPackage.status === 'active')).toHaveLength(2);
    expect(own.package.userPackage.id).toBe(renewal);
    expect(list.clients.map((c) => c.packageId)).toEqual([renewal]);
    expect(details.activePackage?.id).toBe(renewal);
  });
});
