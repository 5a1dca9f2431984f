import { describe, expect, it } from 'vitest';
import { berlinMonthOf } from '../../lib/german/time';
import { replay } from '../../server/eventstore';
import { offerPackage } from '../../server/testing/demo-portal';
import { findUserPackage } from '../packages';
import { skr03Accounts } from './datev/contract';
import { readBack } from './datev/testing/read-back';
import { setOffMessages, type OpenItems } from './contract';
import { invoiceWorldForFile } from './testing';

// 'Guthaben verrechnen': a client's credit on one invoice (overpaid) pays their next open invoice,
// through the real routes; both invoices' balances, the open items, and DATEV read back (both sides
// on the set-off clearing account 1590, which nets to zero).

const w = invoiceWorldForFile();
const setOff = (fromId: string, body: Record<string, unknown>) =>
  w.call('POST', `/api/invoices/${fromId}/set-off`, w.admin, body);

describe('a client’s credit set off against their next invoice', () => {
  it('the credit leaves the overpaid invoice and pays the open one; refusals in German; DATEV on the clearing account', async () => {
    const { client, invoice: first } = await w.invoicedWithDatev();
    // Paid twice over in part: 200,00 € more than it asks.
    expect((await w.payByHand(first!.id, 119_000)).statusCode).toBe(201);
    expect((await w.payByHand(first!.id, 20_000)).statusCode).toBe(201);
    // Active (paid already: the activation books nothing more), so the client may take the next package.
    const next = await w.nextInvoiceOf(client, first!.id);
    expect(next).toMatchObject({ status: 'issued', grossCents: 59_500 });

    const other = await w.clientWithOffer();
    await w.setAddress(other);
    await w.accept(other);
    const [othersInvoice] = await w.invoicesOf(other.id);

    // Refused, and nothing changes: more than the credit, another client's invoice, no amount.
    const tooMuch = await setOff(first!.id, { toInvoiceId: next.id, amount: 20_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('höchstens 200,00');
    const foreign = await setOff(first!.id, { toInvoiceId: othersInvoice!.id, amount: 100 });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe('Ein Guthaben wird nur mit einer Rechnung desselben Klienten verrechnet.');
    const noAmount = await setOff(first!.id, { toInvoiceId: next.id });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().message).toBe(setOffMessages.amount);
    const noCredit = await setOff(next.id, { toInvoiceId: first!.id, amount: 100 });
    expect(noCredit.statusCode).toBe(409);

    const done = await setOff(first!.id, { toInvoiceId: next.id, amount: 20_000 });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      amountCents: 20_000,
      fromInvoiceNumber: first!.number,
      toInvoiceNumber: next.number,
    });

    // Both balances: the first holds what it asks, the next is open by the rest.
    const [a, b] = await Promise.all(
      [first!.id, next.id].map(async (id) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json()),
    );
    expect(a).toMatchObject({ grossCents: 119_000, paidCents: 119_000 });
    expect(b).toMatchObject({ grossCents: 59_500, paidCents: 20_000 });
    const items = (await w.call('GET', `/api/invoices/open-items?clientId=${client.id}`, w.admin)).json() as OpenItems;
    expect(items.items.map((i) => [i.invoiceId, i.openCents, i.credit])).toEqual([[next.id, 39_500, false]]);
    // The credit is gone: a second set-off finds none.
    expect((await setOff(first!.id, { toInvoiceId: next.id, amount: 1 })).statusCode).toBe(409);

    const res = await w.call('GET', `/api/invoices/export/datev?month=${berlinMonthOf(w.portal.clock.now)}`, w.admin);
    expect(res.statusCode).toBe(200);
    const rows = readBack(res.rawPayload).rows;
    const setOffRows = rows.filter((r) => r[6] === skr03Accounts.offsetting);
    // Haben on the overpaid invoice, Soll on the one it pays: the clearing account nets to zero.
    // (Both rows share the moment: their order in the file is the ids'.)
    expect(setOffRows.map((r) => [r[0], r[1], r[10]]).sort((x, y) => x[2]!.localeCompare(y[2]!))).toEqual([
      ['200,00', 'H', first!.number],
      ['200,00', 'S', next.number],
    ]);
  });

  it('a set-off that pays the next invoice in full activates its package, as any payment in full does', async () => {
    expect((await w.call('PUT', '/api/payments/settings', w.admin, { autoActivate: true })).statusCode).toBe(200);
    const { client, invoice: first } = await w.invoicedWithDatev();
    // 595,00 € more than the first asks (paid in full, so its own package is activated automatically).
    expect((await w.payByHand(first.id, 119_000 + 59_500)).statusCode).toBe(201);
    const second = await offerPackage(w.portal, w.admin, {
      clientId: client.id,
      packageName: 'Coaching Folge',
      customPrice: 595,
      partnerHours: [{ partnerId: w.partners[0]!.id, hours: 5 }],
    });
    await w.accept({ token: client.token, userPackageId: second });
    const next = (await w.invoicesOf(client.id)).find((i) => i.id !== first.id)!;
    const status = async () => (await findUserPackage(w.portal.runtime.ctx.db, second))?.status;
    expect(await status()).toBe('pending_activation');

    const done = await setOff(first.id, { toInvoiceId: next.id, amount: 59_500 });
    expect(done.statusCode, done.body).toBe(201);
    expect((await w.call('GET', `/api/invoices/${next.id}`, w.admin)).json()).toMatchObject({ paymentState: 'paid' });
    expect(await status()).toBe('active');
    expect(done.json().message).toContain('Das Paket wurde aktiviert.');
    await w.call('PUT', '/api/payments/settings', w.admin, { autoActivate: false });
  });

  it('replay rebuilds both invoices and their payment rows identically', async () => {
    expect((await replay(w.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
