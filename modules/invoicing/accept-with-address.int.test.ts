import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../server/testing/smtp-sink';
import { invoicingMessages } from './contract';
import { addressBody, firmBody, invoiceWorldForFile } from './testing/invoice-world';

// Audit of spec 02 (client, packages): accepting promises an invoice by e-mail. A client without a
// billing address gives it in the accept dialog; the acceptance carries it and saves it in the
// same transaction, so the invoice is issued and mailed at once instead of waiting as a draft.

const w = invoiceWorldForFile();

describe('accepting an offer with the billing address the dialog asked for', () => {
  it('saves the address with the acceptance: the invoice is issued and mailed', async () => {
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);
    const c = await w.clientWithOffer();
    const before = await w.call('GET', '/api/invoices/billing-address', c.token);
    expect(before.json()).toEqual({ address: null });

    const res = await w.call('POST', '/api/packages/accept', c.token, {
      packageId: c.userPackageId,
      billingAddress: addressBody,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userPackage.status).toBe('pending_activation');
    expect((await w.call('GET', '/api/invoices/billing-address', c.token)).json().address).toEqual(addressBody);
    const [invoice] = await w.invoicesOf(c.id);
    expect(invoice).toMatchObject({ status: 'issued', missing: [] });
    expect(invoice!.document!.buyer.address).toEqual(addressBody);
    const mail = await w.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '') === `Vorausrechnung ${invoice!.number}`,
    );
    expect(mail.text).toContain(invoice!.number!);
  });

  it('a bad address is refused in German and changes nothing: no address, the offer still open', async () => {
    const c = await w.clientWithOffer();
    const res = await w.call('POST', '/api/packages/accept', c.token, {
      packageId: c.userPackageId,
      billingAddress: { ...addressBody, postalCode: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(invoicingMessages.postalCode);
    expect((await w.call('GET', '/api/invoices/billing-address', c.token)).json()).toEqual({ address: null });
    const mine = (await w.call('GET', '/api/users/me/package', c.token)).json();
    expect(mine.package.userPackage.status).toBe('pending_acceptance');
    expect(await w.invoicesOf(c.id)).toEqual([]);
  });

  it('an acceptance refused (the offer already declined) saves no address either', async () => {
    const c = await w.clientWithOffer();
    const declined = await w.call('POST', '/api/packages/decline', c.token, { packageId: c.userPackageId });
    expect(declined.statusCode, declined.body).toBe(200);
    const res = await w.call('POST', '/api/packages/accept', c.token, {
      packageId: c.userPackageId,
      billingAddress: addressBody,
    });
    expect(res.statusCode).toBe(409);
    expect((await w.call('GET', '/api/invoices/billing-address', c.token)).json()).toEqual({ address: null });
  });
});
