import { expect } from 'vitest';
import { berlinDateOf } from '../../../lib/german/time';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import {
  activatePaid,
  demoPartner,
  offerPackage,
  signedInClientWithOffer,
  startDemoPortal,
} from '../../../server/testing/demo-portal';
import { clientAddress } from '../../../server/testing/firm-portal';
import { worldForFile } from '../../../server/testing/world';
import type { InvoiceView } from '../contract';
import { exampleDatevSettings, exampleFirm } from '../../../server/testing/example-firm';

// What the invoicing integration tests start from: the demo portal (the Impressum set, so the firm's
// data is seeded from it) with the admin and two demo partners signed in, and makers of clients
// with an offer to accept.

const impressumEnv = {
  IMPRESSUM_COMPANY: 'Beispiel Coaching GmbH',
  IMPRESSUM_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
  IMPRESSUM_EMAIL: 'kontakt@beispiel-coaching.de',
  IMPRESSUM_VAT_ID: 'DE123456789',
  IMPRESSUM_REPRESENTATIVE: 'Erika Muster',
};

/** The firm's data the tests save (`PUT /api/settings/firm`). */
export const firmBody = exampleFirm;

/** The client's billing address the tests save. */
export const addressBody = clientAddress;

async function invoiceWorld(listen: boolean) {
  const portal = await startDemoPortal({ env: impressumEnv, listen });
  const admin = await portal.signIn(demoAdmin);
  const partners = [await demoPartner(portal, 0), await demoPartner(portal, 1)];
  let n = 0;

  /** A new client, signed in, with an offer (1.190,00 € gross, 10 + 5 hours) waiting for acceptance. */
  async function clientWithOffer(extra: Record<string, unknown> = {}) {
    n += 1;
    const account = {
      email: `rechnungskunde${n}@beispiel.de`,
      name: `Rechnung Kunde ${n}`,
      company: `Firma ${n} GmbH`,
    };
    return signedInClientWithOffer(portal, admin, account, {
      packageName: 'Coaching Intensiv',
      customPrice: 1190,
      partnerHours: [
        { partnerId: partners[0]!.id, hours: 10 },
        { partnerId: partners[1]!.id, hours: 5 },
      ],
      ...extra,
    });
  }

  const call = (method: string, url: string, token: string, body?: unknown) =>
    portal.call(method, url, { token, body });

  async function accept(client: { token: string; userPackageId: string }) {
    const res = await call('POST', '/api/packages/accept', client.token, { packageId: client.userPackageId });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }

  /** The admin activates the client's accepted package, its payment confirmed; the answer. */
  const activate = (client: { userPackageId: string }) => activatePaid(portal, admin, client.userPackageId);

  async function setAddress(client: { token: string }) {
    const res = await call('PUT', '/api/invoices/billing-address', client.token, addressBody);
    expect(res.statusCode, res.body).toBe(200);
  }

  /**
   * The invoices the admin sees of one client, in the list's order, each read whole from its own
   * route (the list's rows carry no document, issue 36 item 5).
   */
  async function invoicesOf(clientId: string): Promise<InvoiceView[]> {
    const res = await call('GET', `/api/invoices?clientId=${clientId}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().invoices as { id: string }[];
    return Promise.all(
      rows.map(async (r) => {
        const one = await call('GET', `/api/invoices/${r.id}`, admin);
        expect(one.statusCode, one.body).toBe(200);
        return one.json() as InvoiceView;
      }),
    );
  }

  /** The admin puts a firm-wide setting; expects a 400 with exactly this German message. */
  async function refusedSetting(url: string, body: Record<string, unknown>, message: string) {
    const res = await call('PUT', url, admin, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  }

  /**
   * The firm with its data and DATEV settings, and a client who accepted an offer: their first
   * invoice, issued (what the DATEV tests of payments start from).
   */
  async function invoicedWithDatev() {
    expect((await call('PUT', '/api/settings/firm', admin, firmBody)).statusCode).toBe(200);
    const datev = await call('PUT', '/api/settings/datev', admin, exampleDatevSettings);
    expect(datev.statusCode, datev.body).toBe(200);
    const client = await clientWithOffer();
    await setAddress(client);
    await accept(client);
    const [invoice] = await invoicesOf(client.id);
    return { client, invoice: invoice! };
  }

  /** The admin books a payment by hand (another account, today): the answer. */
  const payByHand = (invoiceId: string, amount: number) =>
    call('POST', '/api/payments/manual', admin, {
      invoiceId,
      amount,
      date: berlinDateOf(portal.clock.now),
      method: 'other_account',
      note: null,
    });

  /**
   * The client's first package activated (paid already: the activation books nothing more), then a
   * second one (595,00 €, 5 hours) offered and accepted: its invoice, issued and open.
   */
  async function nextInvoiceOf(client: { id: string; token: string; userPackageId: string }, firstId: string) {
    await activate(client);
    const second = await offerPackage(portal, admin, {
      clientId: client.id,
      packageName: 'Coaching Folge',
      customPrice: 595,
      partnerHours: [{ partnerId: partners[0]!.id, hours: 5 }],
    });
    await accept({ token: client.token, userPackageId: second });
    return (await invoicesOf(client.id)).find((i) => i.id !== firstId)!;
  }

  return {
    portal,
    admin,
    partners,
    payByHand,
    nextInvoiceOf,
    clientWithOffer,
    call,
    accept,
    activate,
    setAddress,
    invoicesOf,
    refusedSetting,
    invoicedWithDatev,
  };
}
export type InvoiceWorld = Awaited<ReturnType<typeof invoiceWorld>>;

/** The world of one test file: built before its tests, closed after them; `listen` for sockets. */
export const invoiceWorldForFile = ({ listen = false } = {}): InvoiceWorld => worldForFile(() => invoiceWorld(listen));
