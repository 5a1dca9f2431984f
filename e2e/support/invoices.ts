import { expect, type Browser } from '@playwright/test';
import { admin } from './accounts';
import { offerPackage, signedInRequest } from './api';
import { freshClient } from './packages';
import { saveE2eFirm } from './firm';

/**
 * A fresh client with their billing address saved, the firm's data saved too (so an accepted offer
 * is invoiced at once). Answers the admin's request context and the client.
 */
export async function addressedClient(browser: Browser, viewport: { width: number; height: number }) {
  const asAdmin = await signedInRequest(browser, admin);
  await saveE2eFirm(asAdmin);
  const client = await freshClient(browser, viewport);
  const address = { street: 'Kundenweg 5', postalCode: '50667', city: 'Köln', country: 'DE' };
  expect((await client.page.request.put('/api/invoices/billing-address', { data: address })).status()).toBe(200);
  return { asAdmin, client };
}

/**
 * A fresh client whose accepted offer (1.190,00 €, with its own payment reference) has an issued
 * invoice: the firm's data and the client's address saved through the API. Answers the admin's
 * request context and the invoice.
 */
export async function invoicedClient(browser: Browser, viewport: { width: number; height: number }) {
  const { asAdmin, client } = await addressedClient(browser, viewport);
  const reference = `ZR-${client.name.slice(-6).toUpperCase()}-${viewport.width}`;
  const packageId = await offerPackage(asAdmin, client.id, {
    name: `Zahlung ${client.name.slice(-6)}`,
    price: 1190,
    partnerHours: [{ hours: 10 }],
    activate: false,
    paymentReference: reference,
  });
  const accepted = await client.page.request.post('/api/packages/accept', { data: { packageId } });
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);
  const list = (await (await asAdmin.get(`/api/invoices?clientId=${client.id}`)).json()) as {
    invoices: { id: string; status: string; number: string }[];
  };
  const invoice = list.invoices[0]!;
  expect(invoice.status).toBe('issued');
  return { asAdmin, reference, invoiceId: invoice.id, number: invoice.number, clientId: client.id, packageId };
}
