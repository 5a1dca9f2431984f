import { expect } from 'vitest';
import { multipartBody } from '../../../server/http/multipart-body';
import { activatePaid, numberedAccounts, signedInClientWithOffer } from '../../../server/testing/demo-portal';
import { clientAddress, firmPortal, intensiveOffer } from '../../../server/testing/firm-portal';
import { worldForFile } from '../../../server/testing/world';
import type { InvoiceView } from '../../invoicing/contract';

// What the payments integration tests start from: the demo portal with the firm's data saved (so
// invoices are issued at acceptance) and a maker of clients whose offer they accepted.

async function paymentsWorld() {
  const { portal, admin, partner, call } = await firmPortal();
  const newPayer = numberedAccounts('zahlerin', 'Zahlerin');

  /** A new client with an offer (1.190,00 €, 10 hours) waiting for acceptance; `company`: a business client. */
  function clientWithOffer(extra: Record<string, unknown> = {}, company?: string) {
    return signedInClientWithOffer(
      portal,
      admin,
      { ...newPayer(), ...(company ? { company } : {}) },
      { ...intensiveOffer(partner.id), ...extra },
    );
  }

  /**
   * A client who accepted an offer with this payment reference (1.190,00 € unless `extra` says
   * otherwise; `company` makes them a business client), and their issued invoice.
   */
  async function invoicedClient(paymentReference: string, { company, ...extra }: Record<string, unknown> = {}) {
    const c = await clientWithOffer({ paymentReference, ...extra }, company as string | undefined);
    expect((await call('PUT', '/api/invoices/billing-address', c.token, clientAddress)).statusCode).toBe(200);
    const accepted = await call('POST', '/api/packages/accept', c.token, { packageId: c.userPackageId });
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    const list = await call('GET', `/api/invoices?clientId=${c.id}`, admin);
    const [invoice] = list.json().invoices as InvoiceView[];
    expect(invoice).toMatchObject({
      status: 'issued',
      grossCents: 'customPrice' in extra ? invoice!.grossCents : 119_000,
    });
    return { ...c, invoiceId: invoice!.id, invoiceNumber: invoice!.number! };
  }

  /** The admin activates the client's package, its payment confirmed; the answer. */
  const activate = (client: { userPackageId: string }) => activatePaid(portal, admin, client.userPackageId);

  /** The admin uploads a statement: a multipart/form-data body with one file in the field "file". */
  function upload(name: string, bytes: Buffer, type = 'application/octet-stream') {
    return portal.call('POST', '/api/payments/statements', { token: admin, ...multipartBody({ name, bytes, type }) });
  }

  return { portal, admin, call, clientWithOffer, invoicedClient, activate, upload };
}
export type PaymentsWorld = Awaited<ReturnType<typeof paymentsWorld>>;

/** The world of one test file: built before its tests, closed after them. */
export const paymentsWorldForFile = (): PaymentsWorld => worldForFile(paymentsWorld);
