import { afterAll, beforeAll, expect } from 'vitest';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import {
  demoPartner,
  numberedAccounts,
  signedInClientWithOffer,
  startDemoPortal,
} from '../../../server/testing/demo-portal';
import { exampleFirm } from '../../../server/testing/example-firm';
import type { TestPortal } from '../../../server/testing/harness';
import type { InvoiceView } from '../../invoicing/contract';

// What the SEPA integration tests start from: the demo portal with the firm's data saved (without
// a creditor id: each test file decides when it adds one), and makers of clients.

const addressBody = { street: 'Kundenweg 5', postalCode: '50667', city: 'Köln', country: 'DE' };
export const CREDITOR_ID = 'DE98ZZZ09999999999';
export const debtorIban = 'DE02 1203 0000 0000 2020 51';

async function sepaWorld() {
  const portal = await startDemoPortal({});
  const admin = await portal.signIn(demoAdmin);
  const partner = await demoPartner(portal, 0);
  const call = (method: string, url: string, token: string, body?: unknown) =>
    portal.call(method, url, { token, body });
  const firm = await call('PUT', '/api/settings/firm', admin, exampleFirm);
  expect(firm.statusCode, firm.body).toBe(200);
  const newClient = numberedAccounts('lastschrift', 'Lastschrift Kundin');

  /** A signed-in client with an offer (1.190,00 €) and their billing address, not yet accepted. */
  async function client() {
    const c = await signedInClientWithOffer(portal, admin, newClient(), {
      packageName: 'Coaching Intensiv',
      customPrice: 1190,
      partnerHours: [{ partnerId: partner.id, hours: 10 }],
    });
    expect((await call('PUT', '/api/invoices/billing-address', c.token, addressBody)).statusCode).toBe(200);
    return c;
  }

  /** The client accepts their offer; answers the invoice issued for it. */
  async function accept(c: { id: string; token: string; userPackageId: string }): Promise<InvoiceView> {
    const accepted = await call('POST', '/api/packages/accept', c.token, { packageId: c.userPackageId });
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    const [invoice] = (await call('GET', `/api/invoices?clientId=${c.id}`, admin)).json().invoices as InvoiceView[];
    expect(invoice).toMatchObject({ status: 'issued', grossCents: 119_000 });
    return invoice!;
  }

  return { portal, admin, partner, call, client, accept };
}
type SepaWorld = Awaited<ReturnType<typeof sepaWorld>>;

/** The world of one test file: built before its tests, closed after them. */
export function sepaWorldForFile(): SepaWorld {
  const world = {} as SepaWorld;
  beforeAll(async () => {
    Object.assign(world, await sepaWorld());
  });
  afterAll(() => (world.portal as TestPortal | undefined)?.close());
  return world;
}
