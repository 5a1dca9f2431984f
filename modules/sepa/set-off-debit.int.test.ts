import { describe, expect, it } from 'vitest';
import { berlinDateOf } from '../../lib/german/time';
import { activatePaid, offerPackage } from '../../server/testing/demo-portal';
import { exampleFirm } from '../../server/testing/example-firm';
import type { InvoiceView } from '../invoicing/contract';
import type { Collection } from './contract';
import { CREDITOR_ID, debtorIban, sepaWorldForFile } from './testing/sepa-world';

// Hunt: a client's credit set off onto an invoice whose direct debit is already in a collection
// paid it twice (the debit collects what was open when the collection was made). Refused in German
// as a reminder by hand is, until the debit is withdrawn (dunning-debit.int.test.ts).

const w = sepaWorldForFile();

describe('a set-off onto an invoice whose debit is in a collection', () => {
  it('is refused in German; once the debit is withdrawn it pays the invoice', async () => {
    const saved = await w.call('PUT', '/api/settings/firm', w.admin, { ...exampleFirm, creditorId: CREDITOR_ID });
    expect(saved.statusCode, saved.body).toBe(200);
    const c = await w.client();
    const first = await w.accept(c);
    const paid = await w.call('POST', '/api/payments/manual', w.admin, {
      invoiceId: first.id,
      amount: 139_000,
      date: berlinDateOf(w.portal.clock.now),
      method: 'other_account',
      note: null,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await activatePaid(w.portal, w.admin, c.userPackageId);
    const second = await offerPackage(w.portal, w.admin, {
      clientId: c.id,
      packageName: 'Coaching Folge',
      customPrice: 595,
      partnerHours: [{ partnerId: w.partner.id, hours: 5 }],
    });
    expect((await w.call('POST', '/api/packages/accept', c.token, { packageId: second })).statusCode).toBeLessThan(300);
    const next = (
      (await w.call('GET', `/api/invoices?clientId=${c.id}`, w.admin)).json().invoices as InvoiceView[]
    ).find((i) => i.id !== first.id)!;
    const granted = await w.call('PUT', '/api/sepa/mandate', c.token, {
      iban: debtorIban,
      accountHolder: 'Hat Mandat',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const created = await w.call('POST', '/api/sepa/collections', w.admin, { dueUntil: '2099-12-31' });
    expect(created.statusCode, created.body).toBe(201);
    const collection = created.json() as Collection;
    expect(collection.items.map((i) => i.invoiceId)).toEqual([next.id]);

    const refused = await w.call('POST', `/api/invoices/${first.id}/set-off`, w.admin, {
      toInvoiceId: next.id,
      amount: 20_000,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SET_OFF_DEBIT_SUBMITTED');
    expect(refused.json().message).toContain('Lastschrift');
    expect((await w.call('GET', `/api/invoices/${next.id}`, w.admin)).json().paidCents).toBe(0);

    const out = await w.call('POST', `/api/sepa/collections/${collection.id}/withdraw`, w.admin, {
      invoiceId: next.id,
      reason: 'Guthaben wird verrechnet',
    });
    expect(out.statusCode, out.body).toBe(200);
    const done = await w.call('POST', `/api/invoices/${first.id}/set-off`, w.admin, {
      toInvoiceId: next.id,
      amount: 20_000,
    });
    expect(done.statusCode, done.body).toBe(201);
  });
});
