import { describe, expect, it } from 'vitest';
import { offerPackage, signedInClient } from '../../server/testing/demo-portal';
import { firmBody, invoiceWorldForFile } from './invoice-world';

// Activating a package means the admin confirmed its payment ('Zahlung erhalten'): what is still
// open on its invoice is booked, so the invoice is paid and never reminded.

const w = invoiceWorldForFile();

describe('activation with the payment confirmed', () => {
  it('books the open amount of the accepted package’s invoice as paid, once', async () => {
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);
    const c = await w.clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    expect((await w.invoicesOf(c.id))[0]).toMatchObject({ paymentState: 'open', paidCents: 0 });
    const activated = await w.call('POST', `/api/packages/${c.userPackageId}/activate`, w.admin, {
      paymentConfirmed: true,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const [invoice] = await w.invoicesOf(c.id);
    expect(invoice).toMatchObject({ paymentState: 'paid', paidCents: invoice!.grossCents });
    const paid = await w.call('GET', '/api/invoices?payment=paid&limit=200', w.admin);
    expect(paid.json().invoices.map((i: { id: string }) => i.id)).toContain(invoice!.id);
  });

  it('an offer activated at once is invoiced and paid in one go', async () => {
    const c = await signedInClient(w.portal, { email: 'sofort@beispiel.de', name: 'Sofort Kunde' });
    await w.setAddress(c);
    await offerPackage(w.portal, w.admin, {
      clientId: c.id,
      packageName: 'Sofort-Paket',
      customPrice: 595,
      partnerHours: [{ partnerId: w.partners[0]!.id, hours: 5 }],
      activateImmediately: true,
      paymentConfirmed: true,
    });
    const [invoice] = await w.invoicesOf(c.id);
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'issued', grossCents: 59_500, paidCents: 59_500 });
    expect(invoice!.paymentState).toBe('paid');
  });
});
