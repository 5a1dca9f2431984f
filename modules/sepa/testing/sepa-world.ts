import { expect } from 'vitest';
import { numberedAccounts, signedInClientWithOffer } from '../../../server/testing/demo-portal';
import { clientAddress, firmPortal, intensiveOffer } from '../../../server/testing/firm-portal';
import { worldForFile } from '../../../server/testing/world';
import type { InvoiceView } from '../../invoicing/contract';
import type { Collection } from '../contract';

// What the SEPA integration tests start from: the demo portal with the firm's data saved (without
// a creditor id: each test file decides when it adds one), and makers of clients.

export const CREDITOR_ID = 'DE98ZZZ09999999999';
export const debtorIban = 'DE02 1203 0000 0000 2020 51';

async function sepaWorld() {
  const { portal, admin, partner, call } = await firmPortal();
  const newClient = numberedAccounts('lastschrift', 'Lastschrift Kundin');

  /** A signed-in client with an offer (1.190,00 €) and their billing address, not yet accepted. */
  async function client() {
    const c = await signedInClientWithOffer(portal, admin, newClient(), intensiveOffer(partner.id));
    expect((await call('PUT', '/api/invoices/billing-address', c.token, clientAddress)).statusCode).toBe(200);
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

  /** The office collects every debit due (until far ahead); answers the collection made. */
  async function collect(): Promise<Collection> {
    const res = await call('POST', '/api/sepa/collections', admin, { dueUntil: '2099-12-31' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Collection;
  }

  /** A collection as the office's list shows it now. */
  async function collectionOf(id: string): Promise<Collection> {
    const collections = (await call('GET', '/api/sepa/collections', admin)).json().collections as Collection[];
    return collections.find((c) => c.id === id)!;
  }

  /** A client who granted a mandate (account `holder`) and accepted their offer: the client and the invoice. */
  async function mandatedInvoice(holder: string) {
    const c = await client();
    const granted = await call('PUT', '/api/sepa/mandate', c.token, { iban: debtorIban, accountHolder: holder });
    expect(granted.statusCode, granted.body).toBe(200);
    return { client: c, invoice: await accept(c) };
  }

  return { portal, admin, partner, call, client, accept, collect, collectionOf, mandatedInvoice };
}
type SepaWorld = Awaited<ReturnType<typeof sepaWorld>>;

/** The world of one test file: built before its tests, closed after them. */
export const sepaWorldForFile = (): SepaWorld => worldForFile(sepaWorld);
