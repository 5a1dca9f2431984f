import { describe, expect, it } from 'vitest';
import { firmBody, invoiceWorldForFile } from './testing/invoice-world';

// When a sold package is cancelled: its draft goes (and is never issued later), an invoice nobody
// owes anything on is credited at once, and what a deleted client owed stays owed.

const w = invoiceWorldForFile();
const cancel = (userPackageId: string, reason: string) =>
  w.call('POST', `/api/packages/${userPackageId}/cancel`, w.admin, { reason });

describe('a cancelled package and its invoice', () => {
  it('a draft is discarded and stays so when the address comes later', async () => {
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);
    const c = await w.clientWithOffer();
    await w.accept(c);
    const [draft] = await w.invoicesOf(c.id);
    expect(draft).toMatchObject({ status: 'draft' });
    expect((await cancel(c.userPackageId, 'Projekt verschoben')).statusCode).toBe(200);
    expect((await w.invoicesOf(c.id))[0]).toMatchObject({ id: draft!.id, status: 'discarded', number: null });
    await w.setAddress(c);
    const after = await w.invoicesOf(c.id);
    expect(after.map((i) => [i.status, i.number])).toEqual([['discarded', null]]);
    const issue = await w.call('POST', `/api/invoices/${draft!.id}/issue`, w.admin);
    expect(issue.statusCode).toBe(409);
    expect(issue.json().message).toContain('verworfen');
  });

  it('an unpaid invoice of a package with no hour used is cancelled by a credit note naming the reason', async () => {
    const c = await w.clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    const [invoice] = await w.invoicesOf(c.id);
    expect(invoice).toMatchObject({ status: 'issued', paymentState: 'open' });
    expect((await cancel(c.userPackageId, 'Klient hat abgesagt')).statusCode).toBe(200);
    const after = await w.invoicesOf(c.id);
    const original = after.find((i) => i.kind === 'invoice');
    const credit = after.find((i) => i.kind === 'credit_note');
    expect(original).toMatchObject({
      id: invoice!.id,
      status: 'cancelled',
      creditNoteId: credit!.id,
      paymentState: null,
    });
    expect(credit).toMatchObject({ kind: 'credit_note', status: 'issued', grossCents: -invoice!.grossCents });
    expect(credit!.document!.corrects).toEqual({
      invoiceId: invoice!.id,
      number: invoice!.number,
      issuedOn: invoice!.issuedOn,
      reason: 'Paket storniert: Klient hat abgesagt',
    });
  });

  it('a client who deletes their account still owes the issued invoice: no credit note', async () => {
    const c = await w.clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    expect((await w.call('DELETE', '/api/users/me', c.token)).statusCode).toBe(200);
    const left = await w.invoicesOf(c.id);
    expect(left.map((i) => [i.kind, i.status])).toEqual([['invoice', 'issued']]);
  });
});
