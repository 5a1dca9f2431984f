import { expect } from 'vitest';
import { demoAdmin } from '../seed/demo-accounts';
import { demoPartner, startDemoPortal } from './demo-portal';
import { exampleFirm } from './example-firm';

// The start of the money modules' integration tests (payments, SEPA): the demo portal with the
// example firm's data saved, so an accepted offer is invoiced at once.

/** A client's billing address in Köln. */
export const clientAddress = { street: 'Kundenweg 5', postalCode: '50667', city: 'Köln', country: 'DE' };

/** The offer the tests make: Coaching Intensiv at 1.190,00 € gross, ten hours with `partnerId`. */
export const intensiveOffer = (partnerId: string) => ({
  packageName: 'Coaching Intensiv',
  customPrice: 1190,
  partnerHours: [{ partnerId, hours: 10 }],
});

/** The demo portal with the firm's data saved, its admin and first demo partner signed in. */
export async function firmPortal() {
  const portal = await startDemoPortal({});
  const admin = await portal.signIn(demoAdmin);
  const partner = await demoPartner(portal, 0);
  const call = (method: string, url: string, token: string, body?: unknown) =>
    portal.call(method, url, { token, body });
  const firm = await call('PUT', '/api/settings/firm', admin, exampleFirm);
  expect(firm.statusCode, firm.body).toBe(200);
  return { portal, admin, partner, call };
}
