import { expect } from 'vitest';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import { signedInClientWithOffer } from '../../../server/testing/demo-portal';
import type { InvoiceRow, InvoiceView } from '../contract';
import type { InvoiceWorld } from './invoice-world';

// What the money-edge tests ask of the file's world: an invoice, the counts and the year's last
// number, the clock moved on, and clients invoiced at the clock's time.

export function edgeCalls(w: InvoiceWorld) {
  const one = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json() as InvoiceView;
  const allInvoices = async () =>
    ((await w.call('GET', '/api/invoices?limit=100', w.admin)).json() as { total: number }).total;

  /** The last number given in `year`: the version of that year's counter stream. */
  async function lastSequence(year: number): Promise<number> {
    const counter = await w.portal.runtime.ctx.db
      .selectFrom('events')
      .where('stream_id', '=', `invoicing-sequence-${year}`)
      .select((eb) => eb.fn.max('version').as('v'))
      .executeTakeFirstOrThrow();
    return Number(counter.v ?? 0);
  }

  /** The clock moved forward to `iso`; the admin signs in again (a session ends after idle days). */
  async function jumpTo(iso: string) {
    w.portal.clock.now = new Date(iso);
    (w as { admin: string }).admin = await w.portal.signIn(demoAdmin);
  }

  /**
   * The invoices of one client, as the admin signed in now sees them: the list's rows in its order,
   * each read whole from its own route (the list carries no documents, issue 36 item 5).
   */
  const invoicesOf = async (clientId: string): Promise<InvoiceView[]> => {
    const rows = (await w.call('GET', `/api/invoices?clientId=${clientId}`, w.admin)).json().invoices as InvoiceRow[];
    return Promise.all(rows.map((r) => one(r.id)));
  };

  let clients = 0;

  /** A new client with an offer made by the admin signed in now (the world's maker keeps its first session). */
  function clientWithOffer() {
    clients += 1;
    const account = { email: `kante${clients}@beispiel.de`, name: `Kante Kunde ${clients}` };
    return signedInClientWithOffer(w.portal, w.admin, account, {
      packageName: 'Coaching Intensiv',
      customPrice: 1190,
      partnerHours: [{ partnerId: w.partners[0]!.id, hours: 10 }],
    });
  }

  /**
   * A client who accepted an offer at the clock's time, with their address: their issued invoice
   * (`activated`: the admin activates the package too, for a firm that invoices at activation).
   */
  async function invoicedNow({ activated = false } = {}): Promise<InvoiceView> {
    const c = await clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    if (activated) {
      const res = await w.call('POST', `/api/packages/${c.userPackageId}/activate`, w.admin, {
        paymentConfirmed: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [invoice] = await invoicesOf(c.id);
    expect(invoice).toMatchObject({ status: 'issued' });
    return invoice!;
  }

  return { one, allInvoices, lastSequence, jumpTo, invoicesOf, clientWithOffer, invoicedNow };
}
