import { describe, expect, it } from 'vitest';
import { exampleFirm } from '../../server/testing/example-firm';
import type { Collection } from './contract';
import { CREDITOR_ID, debtorIban, sepaWorldForFile } from './testing/sepa-world';

// A review: the office could send a payment reminder by hand for an invoice whose direct debit was
// already in a collection, asking the client to pay twice. Refused with a German 409 while the debit
// is in the collection; once withdrawn (or returned) the office may remind (invoicing README).

const w = sepaWorldForFile();
const DAY = 24 * 60 * 60 * 1000;

describe('a reminder by hand while the debit is in a collection', () => {
  it('is refused in German; after the debit is withdrawn it goes out', async () => {
    const saved = await w.call('PUT', '/api/settings/firm', w.admin, { ...exampleFirm, creditorId: CREDITOR_ID });
    expect(saved.statusCode, saved.body).toBe(200);
    const c = await w.client();
    const granted = await w.call('PUT', '/api/sepa/mandate', c.token, {
      iban: debtorIban,
      accountHolder: 'Hat Mandat',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const invoice = await w.accept(c);
    const created = await w.call('POST', '/api/sepa/collections', w.admin, { dueUntil: '2099-12-31' });
    expect(created.statusCode, created.body).toBe(201);
    const collection = created.json() as Collection;
    // Long overdue by the calendar (the debit's day may still be ahead, or the bank slow).
    w.portal.clock.advance(25 * DAY);

    const refused = await w.call('POST', `/api/invoices/${invoice.id}/dunning`, w.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DEBIT_SUBMITTED');
    expect(refused.json().message).toContain('Lastschrift');
    const still = (await w.call('GET', `/api/invoices/${invoice.id}`, w.admin)).json();
    expect(still.dunningLevel ?? 0).toBe(0);

    const out = await w.call('POST', `/api/sepa/collections/${collection.id}/withdraw`, w.admin, {
      invoiceId: invoice.id,
      reason: 'Klient zahlt per Überweisung',
    });
    expect(out.statusCode, out.body).toBe(200);
    const sent = await w.call('POST', `/api/invoices/${invoice.id}/dunning`, w.admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().levelLabel).toBe('Zahlungserinnerung');
  });
});
