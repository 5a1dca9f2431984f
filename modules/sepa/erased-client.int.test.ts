import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { exampleFirm } from '../../server/testing/example-firm';
import type { InvoiceView } from '../invoicing/contract';
import { CREDITOR_ID, sepaWorldForFile } from './testing/sepa-world';

// A review: a client who deleted their account kept their pending direct debit. Erased, their
// mandate ends ('Konto gelöscht') and, as for a revoked mandate, the debit leaves a collection the
// office still holds; once the file is at the bank the office is asked to have it recalled; a debit
// only planned is never collected. The invoice stays owed (the firm's record, GoBD).

const w = sepaWorldForFile();
const FAR = '2099-12-31';
const db = () => w.portal.runtime.ctx.db;
const erase = async (token: string) => expect((await w.call('DELETE', '/api/users/me', token)).statusCode).toBe(200);
const mandateEnded = async (clientId: string) =>
  (
    await sql<{ revoked_at: Date | null }>`SELECT revoked_at FROM sepa_mandates WHERE client_id = ${clientId}`.execute(
      db(),
    )
  ).rows.map((r) => r.revoked_at !== null);

describe('a client erased while their debit is pending', () => {
  it('in a collection the office still holds: the debit leaves it, the mandate ends, the invoice stays owed', async () => {
    const saved = await w.call('PUT', '/api/settings/firm', w.admin, { ...exampleFirm, creditorId: CREDITOR_ID });
    expect(saved.statusCode, saved.body).toBe(200);
    const leaves = await w.mandatedInvoice('Geht Bald');
    const stays = await w.mandatedInvoice('Bleibt Hier');
    const collection = await w.collect();
    expect(collection.items).toHaveLength(2);

    const invoiceOf = async () =>
      (await w.call('GET', `/api/invoices/${leaves.invoice.id}`, w.admin)).json() as InvoiceView;
    const buyer = (await invoiceOf()).document?.buyer.name;
    expect(buyer).toBeTruthy();
    await erase(leaves.client.token);

    expect(await mandateEnded(leaves.client.id)).toEqual([true]);
    const after = await w.collectionOf(collection.id);
    const gone = after.items.find((i) => i.invoiceId === leaves.invoice.id)!;
    expect(gone.withdrawnReason).not.toBeNull();
    expect(gone.recallNeeded).toBe(false);
    expect(after.totalCents).toBe(119_000);
    // The file the office hands over holds only the other client's debit (it was refused before).
    const xml = await w.call('GET', `/api/sepa/collections/${collection.id}/xml`, w.admin);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).not.toContain(`Rechnung ${leaves.invoice.number}`);
    expect(xml.body).toContain(`Rechnung ${stays.invoice.number}`);
    // The invoice is the firm's record: issued, owed in full, its buyer still named (GoBD).
    const invoice = await invoiceOf();
    expect(invoice).toMatchObject({ status: 'issued', paidCents: 0, grossCents: 119_000 });
    expect(invoice.document?.buyer.name).toBe(buyer);
  });

  it('already handed to the bank: the debit stays in the file and the office is asked to have it recalled', async () => {
    const late = await w.mandatedInvoice('Geht Spaet');
    const collection = await w.collect();
    expect((await w.call('POST', `/api/sepa/collections/${collection.id}/handed-over`, w.admin)).statusCode).toBe(200);
    await erase(late.client.token);
    const item = (await w.collectionOf(collection.id)).items.find((i) => i.invoiceId === late.invoice.id);
    expect(item).toMatchObject({ withdrawnReason: null, recallNeeded: true });
  });

  it('only planned (pre-notified, in no collection): never collected after the erasure', async () => {
    const planned = await w.mandatedInvoice('Geht Sofort');
    await erase(planned.client.token);
    expect(await mandateEnded(planned.client.id)).toEqual([true]);
    const res = await w.call('POST', '/api/sepa/collections', w.admin, { dueUntil: FAR });
    expect(res.statusCode).toBe(409);
  });

  it('replay rebuilds the mandates and collections identically', async () => {
    expect((await replay(w.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
